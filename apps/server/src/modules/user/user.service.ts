import type { User } from '@pfs/domain/auth';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { AccessCache } from '../../plugins/access-cache.js';
import type { AvatarStore } from './avatar-store.js';
import type { UserRow } from './user.table.js';
import type { NewUser, UserRepository } from './user.repository.js';

/** The fields a user shows to others and to themselves (never the password hash). */
export type PublicUserFields = Pick<UserRow, 'uid' | 'uniNo' | 'cname' | 'username' | 'mobile' | 'email' | 'pic' | 'isEgpU' | 'isSa'>;
export const toPublicUser = (u: PublicUserFields): User => ({
  uid: u.uid,
  uni_no: u.uniNo,
  cname: u.cname,
  username: u.username,
  mobile: u.mobile,
  email: u.email,
  pic: u.pic,
  is_egp_u: u.isEgpU,
  is_sa: u.isSa,
});

/** Wrong current passwords per account (the login limits' AttemptThrottle): a session alone cannot guess its way in. */
type Limit = { check(key: string): Promise<void>; fail(key: string): Promise<void> };

export class UserService {
  constructor(
    readonly repo: UserRepository,
    private readonly cache: AccessCache,
    private readonly currentPasswordLimit?: Limit,
  ) {}

  async get(uid: number): Promise<UserRow> {
    const u = await this.repo.findById(uid);
    if (!u) throw notFound('用户不存在');
    return u;
  }

  findByUniNo(uniNo: string) {
    return this.repo.findByUniNo(uniNo);
  }

  async create(input: Omit<NewUser, 'passwordHash' | 'username'> & { password: string; username?: string }): Promise<UserRow> {
    if (await this.repo.findByUniNo(input.uniNo)) throw conflict(`账号 ${input.uniNo} 已存在`);
    const { password, ...rest } = input;
    return this.repo.insert({ ...rest, username: input.username ?? input.uniNo, passwordHash: await hashPassword(password) });
  }

  /**
   * Checks the account's current password before a change that could take it over (its e-mail, its password): a
   * session alone (a borrowed phone, a stolen token) is not enough. `missing` says what the password is asked for.
   */
  async requireCurrentPassword(uid: number, password: string | undefined, missing: string): Promise<void> {
    if (!password) throw badRequest(missing);
    await this.currentPasswordLimit?.check(String(uid));
    const u = await this.get(uid);
    if (!(await verifyPassword(u.passwordHash, password))) {
      await this.currentPasswordLimit?.fail(String(uid));
      throw badRequest('原密码不正确');
    }
  }

  /** A new e-mail (where password-reset links go) needs the current password; name and mobile do not. */
  async updateProfile(uid: number, p: { cname: string; mobile: string; email: string; old_password?: string }): Promise<UserRow> {
    const before = await this.get(uid);
    if (p.email !== before.email) await this.requireCurrentPassword(uid, p.old_password, '修改邮箱需要验证身份：请输入原密码（当前密码）');
    const u = await this.repo.update(uid, { cname: p.cname, mobile: p.mobile, email: p.email });
    if (!u) throw notFound('用户不存在');
    await this.cache.userChanged(uid);
    return u;
  }

  async setPassword(uid: number, password: string): Promise<void> {
    await this.repo.update(uid, { passwordHash: await hashPassword(password) });
  }

  /** Disabling signs the user out everywhere and refuses later logins. */
  async setStatus(uid: number, status: 'enabled' | 'disabled', revokeAllOf: (uid: number) => Promise<void>): Promise<UserRow> {
    const u = await this.repo.update(uid, { status });
    if (!u) throw notFound('用户不存在');
    if (status === 'disabled') await revokeAllOf(uid);
    await this.cache.accessChanged();
    return u;
  }

  /** Stores the new avatar and deletes the one it replaces, so uploads do not pile up on disk. */
  async setAvatar(uid: number, bytes: Buffer, avatars: AvatarStore): Promise<string> {
    const before = await this.get(uid);
    const pic = await avatars.save(uid, bytes);
    await this.setPic(uid, pic);
    await avatars.remove(uid, before.pic);
    return pic;
  }

  async setPic(uid: number, pic: string): Promise<UserRow> {
    const u = await this.repo.update(uid, { pic });
    if (!u) throw notFound('用户不存在');
    await this.cache.userChanged(uid);
    return u;
  }
}
