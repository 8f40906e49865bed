import { createHmac } from 'node:crypto';
import { NotifyError, fieldOf, postForJson, type Deliver } from './notify-http.js';

/** 钉钉加签: Base64(HMAC-SHA256(key = secret, timestamp + "\n" + secret)), URL-encoded, with the timestamp in ms. */
export function dingtalkSign(secret: string, timestamp: number): string {
  return encodeURIComponent(createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64'));
}

/**
 * 钉钉群机器人: POST JSON to …/robot/send?access_token=… (plus &timestamp=&sign= when 加签 is set),
 * `{ msgtype: 'markdown', markdown: { title, text }, at: { atMobiles } }`; success is `{ errcode: 0 }`.
 */
export const deliverDingtalk: Deliver = async (config, msg, signal, now = Date.now()) => {
  let url = config.url!;
  if (config.secret) url += `${url.includes('?') ? '&' : '?'}timestamp=${now}&sign=${dingtalkSign(config.secret, now)}`;
  const body = {
    msgtype: 'markdown',
    markdown: { title: msg.subject, text: msg.markdown + msg.mentions.map((m) => ` @${m}`).join('') },
    at: { atMobiles: msg.mentions, isAtAll: false },
  };
  const json = await postForJson(url, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }, signal, '钉钉');
  const code = fieldOf(json, 'errcode');
  if (code !== 0) throw new NotifyError(`钉钉返回错误 errcode ${String(code ?? '（无）')}：${String(fieldOf(json, 'errmsg') ?? '')}`);
};
