import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { SYS_VERSION } from '@pfs/domain';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { instanceName } from '../../lib/instance-name.js';
import { InstanceRepository, type Leads } from './instance.repository.js';
import { InstanceService } from './instance.service.js';

/** This process as the instances list shows it; its broker session has its name when it uses an external broker. */
export function createInstanceService(db: Db, config: AppConfig, leads: () => Leads, log: FastifyBaseLogger): InstanceService {
  const name = instanceName(config.dataDir, config.INSTANCE_NAME);
  const me = {
    name,
    host: os.hostname(),
    port: config.PORT,
    pid: process.pid,
    version: SYS_VERSION,
    mqttSession: config.IOT === 'on' && config.MQTT_URL ? name : null,
  };
  return new InstanceService(new InstanceRepository(db), me, leads, log);
}
