import { describe, expect, it } from 'vitest';
import { classifyResponse } from './response-code';

describe('classifyResponse (spec §8)', () => {
  it('passes a body without code through whole', () => {
    expect(classifyResponse({ items: [] })).toEqual({ kind: 'passthrough' });
    expect(classifyResponse('text')).toEqual({ kind: 'passthrough' });
    expect(classifyResponse(null)).toEqual({ kind: 'passthrough' });
  });
  it('accepts code 200', () => {
    expect(classifyResponse({ code: 200, msg: 'ok' })).toEqual({ kind: 'ok' });
  });
  it('rejects other codes with msg, or 错误 when msg is empty', () => {
    expect(classifyResponse({ code: 403, msg: '没有权限' })).toEqual({ kind: 'error', code: 403, msg: '没有权限', relogin: false });
    expect(classifyResponse({ code: 500 })).toMatchObject({ msg: '错误' });
  });
  it('asks for a new login on 50014', () => {
    expect(classifyResponse({ code: 50014, msg: '登录状态已失效' })).toMatchObject({ relogin: true });
  });
});
