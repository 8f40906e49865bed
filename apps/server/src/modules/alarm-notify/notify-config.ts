import type { NotifyChannelConfigInput, NotifyChannelKind } from '@pfs/domain/alarm-notify';
import { badRequest } from '../../lib/app-error.js';

/** Fields that are secrets (never read back in full); robot URLs carry their key / token in the query. */
const SECRET_FIELDS = new Set(['secret', 'access_key_secret']);
const SECRETS_OF: Record<NotifyChannelKind, string[]> = { email: [], wecom: [], dingtalk: ['secret'], webhook: ['secret'], sms: ['access_key_secret'] };
const URL_FIELDS = new Set(['url']);
const REQUIRED: Record<NotifyChannelKind, [field: string, label: string][]> = {
  email: [],
  wecom: [['url', '机器人 Webhook 地址']],
  dingtalk: [['url', '机器人 Webhook 地址']],
  webhook: [['url', 'Webhook 地址']],
  sms: [['access_key_secret', 'AccessKey Secret']],
};

export const maskSecret = (s: string) => (s.length > 8 ? `${s.slice(0, 3)}****${s.slice(-3)}` : '****');

/** A URL with each query value masked (robot keys and tokens live there). */
export function maskUrl(s: string) {
  try {
    const u = new URL(s);
    const q = [...u.searchParams.entries()].map(([k, v]) => `${k}=${maskSecret(v)}`).join('&');
    return `${u.origin}${u.pathname}${q ? `?${q}` : ''}`;
  } catch {
    return maskSecret(s);
  }
}

/**
 * The stored config after a save: fields left out keep their stored value (so a masked secret need not be typed
 * again), null removes one; then what the kind cannot do without must be there.
 */
export function mergeConfig(input: NotifyChannelConfigInput, prev: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { ...prev };
  for (const [k, v] of Object.entries(input)) {
    if (k === 'kind' || v === undefined) continue;
    if (v === null) delete out[k];
    else out[k] = String(v);
  }
  for (const [field, label] of REQUIRED[input.kind]) if (!out[field]) throw badRequest(`请填写${label}`);
  return out;
}

/** What reads show: secrets masked, `has_<field>` telling whether one is stored; e-mail says whether SMTP is set up. */
export function configView(kind: NotifyChannelKind, config: Record<string, string>, smtpConfigured: boolean): Record<string, string | boolean | null> {
  if (kind === 'email') return { smtp_configured: smtpConfigured };
  const view: Record<string, string | boolean | null> = {};
  for (const [k, v] of Object.entries(config)) view[k] = SECRET_FIELDS.has(k) ? maskSecret(v) : URL_FIELDS.has(k) ? maskUrl(v) : v;
  for (const k of SECRETS_OF[kind]) view[`has_${k}`] = Boolean(config[k]);
  return view;
}
