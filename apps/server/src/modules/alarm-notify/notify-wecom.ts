import { NotifyError, fieldOf, postForJson, type Deliver } from './notify-http.js';

/**
 * 企业微信群机器人: POST JSON to the robot's webhook (…/cgi-bin/webhook/send?key=…), `{ msgtype: 'markdown', markdown:
 * { content } }` or `{ msgtype: 'text', text: { content, mentioned_mobile_list } }`; success is `{ errcode: 0 }`.
 */
export const deliverWecom: Deliver = async (config, msg, signal) => {
  const body =
    config.msgtype === 'text'
      ? { msgtype: 'text', text: { content: msg.text, mentioned_mobile_list: msg.mentions } }
      : { msgtype: 'markdown', markdown: { content: msg.markdown + msg.mentions.map((m) => `\n<@${m}>`).join('') } };
  const json = await postForJson(config.url!, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }, signal, '企业微信');
  const code = fieldOf(json, 'errcode');
  if (code !== 0) throw new NotifyError(`企业微信返回错误 errcode ${String(code ?? '（无）')}：${String(fieldOf(json, 'errmsg') ?? '')}`);
};
