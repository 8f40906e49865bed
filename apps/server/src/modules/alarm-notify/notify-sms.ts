import { createHmac, randomUUID } from 'node:crypto';
import { NotifyError, fieldOf, postForJson, type Deliver } from './notify-http.js';

/** Aliyun's percent-encoding: RFC 3986 unreserved characters stay, everything else is %XY (space %20, * %2A). */
export const aliyunEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Signature v1 of Aliyun's RPC APIs: parameters sorted by name, each name and value encoded, joined with & into the
 * canonical query; StringToSign = METHOD & encode("/") & encode(canonical); Base64(HMAC-SHA1(key = secret + "&")).
 */
export function aliyunSignature(params: Record<string, string>, secret: string, method = 'POST'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(params[k]!)}`)
    .join('&');
  const toSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
}

/**
 * 阿里云短信 SendSms (API 2017-05-25, RPC style): the public and the call's parameters, signed, sent as a form;
 * success is `{ Code: 'OK' }`, otherwise Code names the reason (isv.BUSINESS_LIMIT_CONTROL, …). The template gets
 * `{ title, time }`.
 */
export const deliverSms: Deliver = async (config, msg, signal) => {
  if (!msg.address) throw new NotifyError('接收人账号没有手机号，无法发送短信');
  const params: Record<string, string> = {
    AccessKeyId: config.access_key_id!,
    Action: 'SendSms',
    Format: 'JSON',
    RegionId: config.region_id || 'cn-hangzhou',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
    PhoneNumbers: msg.address,
    SignName: config.sign_name!,
    TemplateCode: config.template_code!,
    // Aliyun limits a variable to 35 characters.
    TemplateParam: JSON.stringify({ title: msg.subject.slice(0, 35), time: String(msg.meta.time ?? '') }),
  };
  params.Signature = aliyunSignature(params, config.access_key_secret ?? '');
  const body = Object.entries(params)
    .map(([k, v]) => `${aliyunEncode(k)}=${aliyunEncode(v)}`)
    .join('&');
  const json = await postForJson(config.endpoint!, { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, signal, '短信接口');
  const code = fieldOf(json, 'Code');
  if (code !== 'OK') throw new NotifyError(`短信接口返回 ${String(code ?? '（无 Code）')}：${String(fieldOf(json, 'Message') ?? '')}`);
};
