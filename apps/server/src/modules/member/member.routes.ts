import type { FastifyRequest } from 'fastify';
import {
  acceptFacInvite,
  addFacMember,
  cancelFacMemberInvite,
  createFacMember,
  declineFacInvite,
  getFacMemberInvites,
  getFacMemberList,
  getMyFacInvites,
  memberInvitedMsg,
  removeFacMember,
  setFacMemberPassword,
  updateFacMember,
} from '@pfs/domain/member';
import { message, routesOf, withMsg } from '../../lib/route.js';
import type { Actor, MemberService } from './member.service.js';

export const actorOf = (req: FastifyRequest): Actor => ({
  uid: req.auth!.uid,
  uniNo: req.auth!.uniNo,
  isSa: req.auth!.isSa,
  ip: req.ip,
});

export const memberRoutes = routesOf('成员', (calls, { members }: { members: MemberService }) => {
  calls.serve(getFacMemberList, ({ fid, page, size, kw, role_id, status }) => members.list(fid, { page, size, kw, roleId: role_id, status }));

  // Nothing of the account is told before its owner accepts: one answer whether or not the name exists.
  calls.serve(addFacMember, async (body, req) =>
    withMsg(await members.invites.invite(body.fid, body.uni_no, body.role_id, actorOf(req)), memberInvitedMsg(body.uni_no)),
  );

  calls.serve(getFacMemberInvites, ({ fid }) => members.invites.pending(fid));

  calls.serve(cancelFacMemberInvite, ({ fid, invite_id }, req) => members.invites.cancel(fid, invite_id, actorOf(req)));

  calls.serve(getMyFacInvites, (_b, req) => members.invites.mine(req.auth!.uid));

  calls.serve(acceptFacInvite, async ({ invite_id }, req) => message(`已加入 ${await members.invites.accept(invite_id, actorOf(req))}`));

  calls.serve(declineFacInvite, ({ invite_id }, req) => members.invites.decline(invite_id, actorOf(req)));

  calls.serve(createFacMember, (body, req) => members.createUser(body.fid, body, actorOf(req)));

  calls.serve(updateFacMember, ({ fid, uid, role_id, status }, req) => members.update(fid, uid, { role_id, status }, actorOf(req)));

  calls.serve(removeFacMember, ({ fid, uid }, req) => members.remove(fid, uid, actorOf(req)));

  calls.serve(setFacMemberPassword, ({ fid, uid, password, old_password }, req) => members.setPassword(fid, uid, password, actorOf(req), old_password));
});
