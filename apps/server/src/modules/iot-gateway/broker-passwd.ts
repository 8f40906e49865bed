/**
 * The gateways' lines of an external Mosquitto's password file, merged into the file the operator keeps: the file
 * belongs to PFS (its instance accounts pfs-server-<n>, the gateways, and accounts named with --keep), so a line of
 * a gateway deleted in PFS goes, as a deleted gateway must not connect again.
 */
/** `simulated`: the demo's in-process gateways, whose secrets are renewed at every server start. */
export type BrokerAccountRow = { sn: string; brokerSecretHash: string | null; simulated?: boolean };

export type PasswdMerge = {
  text: string;
  /** Gateways whose line was added or changed (a new or reset secret). */
  written: string[];
  /** Gateways whose line was already current. */
  unchanged: string[];
  /** Non-gateway accounts kept (pfs-server-<n>, --keep). */
  kept: string[];
  /** Lines of accounts that are neither gateways nor kept: gateways deleted in PFS. */
  removed: string[];
  /** Gateways with no Mosquitto hash (secret made before PFS kept one) and no line in the file: they cannot log in. */
  needReset: string[];
  /** Gateways with no Mosquitto hash whose line the operator wrote by hand: kept as it is. */
  manual: string[];
  /** Simulated gateways not started yet since PFS keeps the hash (their secret changes at each server start anyway). */
  simulated: string[];
};

const INSTANCE_ACCOUNT = /^pfs-server-[\w-]+$/;

export function mergePasswordFile(existing: string, gateways: BrokerAccountRow[], keep: string[] = []): PasswdMerge {
  const bySn = new Map(gateways.map((g) => [g.sn, g.brokerSecretHash]));
  const r: PasswdMerge = { text: '', written: [], unchanged: [], kept: [], removed: [], needReset: [], manual: [], simulated: [] };
  const lines: string[] = [];
  const seen = new Set<string>();
  const put = (line: string, list: string[], user: string) => {
    lines.push(line);
    list.push(user);
  };
  for (const line of existing.split('\n')) {
    if (!line.trim()) continue;
    const user = line.slice(0, line.indexOf(':') >= 0 ? line.indexOf(':') : line.length);
    if (seen.has(user)) continue; // Mosquitto would use the first; keep just that one
    seen.add(user);
    if (!bySn.has(user)) {
      if (INSTANCE_ACCOUNT.test(user) || keep.includes(user)) put(line, r.kept, user);
      else r.removed.push(user);
      continue;
    }
    const hash = bySn.get(user);
    if (!hash) put(line, r.manual, user);
    else if (line === `${user}:${hash}`) put(line, r.unchanged, user);
    else put(`${user}:${hash}`, r.written, user);
  }
  for (const g of gateways) {
    if (seen.has(g.sn)) continue;
    if (g.brokerSecretHash) put(`${g.sn}:${g.brokerSecretHash}`, r.written, g.sn);
    else if (g.simulated) r.simulated.push(g.sn);
    else r.needReset.push(g.sn);
  }
  r.text = lines.length ? `${lines.join('\n')}\n` : '';
  return r;
}

/** What the command prints: what changed, who cannot log in yet and what to do next. */
export function mergeReport(file: string, m: PasswdMerge, dryRun: boolean): string[] {
  const names = (xs: string[]) => (xs.length > 20 ? `${xs.slice(0, 20).join('、')} 等 ${xs.length} 个` : xs.join('、'));
  const out = [
    `${dryRun ? '（试运行，未写入）' : '已写入 '}${file}：网关账号 ${m.written.length + m.unchanged.length + m.manual.length} 个（新增或更新密钥 ${m.written.length} 个）` +
      (m.kept.length ? `，保留其他账号 ${names(m.kept)}` : ''),
  ];
  if (m.removed.length) out.push(`已删除 ${m.removed.length} 个账号（PFS 中没有这些网关；要保留请加 --keep 账号名）：${names(m.removed)}`);
  if (m.manual.length) out.push(`保留手工添加的网关账号（其密钥早于 PFS 保存 Mosquitto 哈希，重置密钥后由本命令管理）：${names(m.manual)}`);
  if (m.needReset.length)
    out.push(`无法登录外部 MQTT 服务器的网关 ${m.needReset.length} 个（密钥早于 PFS 保存 Mosquitto 哈希）：${names(m.needReset)}；请在网关页「重置密钥」，把新密钥配置到网关后再运行本命令`);
  if (m.simulated.length) out.push(`模拟网关不写入（每次启动服务器时更换密钥；生产环境请设 SIM=off）：${names(m.simulated)}`);
  if (!dryRun && (m.written.length || m.removed.length)) out.push('接着让 Mosquitto 重新读取密码文件：systemctl reload mosquitto');
  return out;
}
