import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './response-code';
import { runAction } from './user-action';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('runAction', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (err: unknown) => unhandled.push(err);
  process.on('unhandledRejection', onUnhandled);
  afterEach(() => {
    unhandled.length = 0;
    vi.restoreAllMocks();
  });

  it('leaves no unhandled rejection when the API call or the form validation fails (already shown to the user)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runAction(Promise.reject(new ApiError('无权限', 403)));
    runAction(Promise.reject({ errorFields: [{ name: ['name'], errors: ['请输入名称'] }] }));
    await settle();
    expect(unhandled).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('logs an unexpected failure instead of losing it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new TypeError('x is undefined');
    runAction(Promise.reject(bug));
    await settle();
    expect(unhandled).toEqual([]);
    expect(log).toHaveBeenCalledWith('操作失败', bug);
  });
});
