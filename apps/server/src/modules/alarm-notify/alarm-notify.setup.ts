import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createMailer } from '../../lib/mailer.js';
import type { AlarmService } from '../alarm/index.js';
import type { SyslogService } from '../syslog/index.js';
import { AlarmNotifyRepository } from './alarm-notify.repository.js';
import { AlarmNotifyService } from './alarm-notify.service.js';
import { deliverDingtalk } from './notify-dingtalk.js';
import { emailDeliver } from './notify-email.js';
import { deliverSms } from './notify-sms.js';
import { deliverWebhook } from './notify-webhook.js';
import { deliverWecom } from './notify-wecom.js';
import { NotifyWorker } from './notify-worker.js';

/** The notification service and its worker; a new alarm wakes the worker (never awaited by the alarm side). */
export async function createAlarmNotify(db: Db, cfg: AppConfig, log: FastifyBaseLogger, alarms: AlarmService, syslog: SyslogService) {
  const repo = new AlarmNotifyRepository(db);
  // Without SMTP_URL the mailer would only log: e-mail sends then fail saying so (see emailDeliver).
  const mailer = cfg.SMTP_URL ? await createMailer(cfg.SMTP_URL, cfg.MAIL_FROM, log) : null;
  const notifyWorker = new NotifyWorker(
    repo,
    { email: emailDeliver(mailer), wecom: deliverWecom, dingtalk: deliverDingtalk, webhook: deliverWebhook, sms: deliverSms },
    log,
    { timeZone: cfg.TIME_ZONE },
  );
  alarms.raised.add(() => notifyWorker.kick());
  const alarmNotify = new AlarmNotifyService({
    repo,
    worker: notifyWorker,
    timeZone: cfg.TIME_ZONE,
    smtpConfigured: Boolean(cfg.SMTP_URL),
    facName: (fid) => repo.facName(fid),
    logEvent: (fid, uid, detail) => syslog.facEvent({ fid, uid, type: 'setting', detail }),
  });
  return { alarmNotify, notifyWorker };
}
