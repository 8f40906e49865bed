import { contactFor } from '@pfs/domain';
import { type CustomerView, type SaveCustomerBody } from '@pfs/domain/customer';
import { conflict, notFound } from '../../lib/app-error.js';
import type { SyslogService } from '../syslog/index.js';
import type { CustomerFilter, CustomerRepository, CustomerRow } from './customer.repository.js';

export type OrderStats = { orderCt: number; openCt: number; orderedKg: number; lastOrder: string | null; nextOrder: string | null };

/** A customer's orders as its page shows them: sales keeps the orders and answers (sales reads customers, not the reverse). */
export type CustomerOrders = {
  orderStats(fid: number, custIds: number[]): Promise<Map<number, OrderStats>>;
  latestOrderIds(fid: number, custId: number, limit: number): Promise<number[]>;
};

const NO_ORDERS: OrderStats = { orderCt: 0, openCt: 0, orderedKg: 0, lastOrder: null, nextOrder: null };

/**
 * 客户: list, detail, save. Mobiles leave the server masked (spec §3) unless the caller's role holds 管理客户
 * (customer.edit, `full`): then list, detail and the edit form agree and show them whole.
 */
export class CustomerService {
  constructor(
    private readonly repo: CustomerRepository,
    private readonly syslog: SyslogService,
    private readonly orders: CustomerOrders,
  ) {}

  async list(fid: number, f: CustomerFilter, full = false) {
    const { rows, total } = await this.repo.list(fid, f);
    const stats = await this.orders.orderStats(
      fid,
      rows.map((r) => r.custId),
    );
    return { items: rows.map((r) => this.view(r, stats.get(r.custId) ?? NO_ORDERS, full)), total_ct: total };
  }

  async get(fid: number, custId: number, full = false): Promise<CustomerView> {
    const row = await this.must(fid, custId);
    const stats = await this.orders.orderStats(fid, [custId]);
    return this.view(row, stats.get(custId) ?? NO_ORDERS, full);
  }

  /** The edit form's values (its call needs customer.edit): contacts with their mobiles in full. */
  form(fid: number, custId: number): Promise<CustomerView> {
    return this.get(fid, custId, true);
  }

  async options(fid: number) {
    return (await this.repo.enabled(fid)).map((r) => ({ cust_id: r.custId, name: r.name, kind: r.kind, addresses: r.addresses }));
  }

  /** The customer if it belongs to the factory (orders check theirs through here). */
  async must(fid: number, custId: number): Promise<CustomerRow> {
    const row = await this.repo.get(fid, custId);
    if (!row) throw notFound(`客户 ${custId} 不存在`);
    return row;
  }

  latestOrderIds(fid: number, custId: number, limit: number) {
    return this.orders.latestOrderIds(fid, custId, limit);
  }

  async save(b: SaveCustomerBody, uid: number): Promise<{ customer: CustomerView; msg: string }> {
    if (b.cust_id !== undefined) await this.must(b.fid, b.cust_id);
    if (await this.repo.nameTaken(b.fid, b.name, b.cust_id)) throw conflict(`客户「${b.name}」已存在`);
    const v = { name: b.name, kind: b.kind, contacts: b.contacts, addresses: b.addresses, status: b.status, remark: b.remark };
    let id = b.cust_id;
    if (id === undefined) id = await this.repo.insert(b.fid, v, uid);
    else await this.repo.update(b.fid, id, v);
    await this.syslog.facEvent({ fid: b.fid, uid, type: 'customer', detail: `${b.cust_id === undefined ? '新建' : '修改'}客户「${b.name}」` });
    return { customer: await this.get(b.fid, id, true), msg: b.cust_id === undefined ? '客户已创建' : '客户已保存' };
  }

  private view(r: CustomerRow, s: OrderStats = NO_ORDERS, full = false): CustomerView {
    return {
      cust_id: r.custId,
      name: r.name,
      kind: r.kind,
      contacts: r.contacts.map((c) => ({ name: c.name, title: c.title, mobile: contactFor(c.mobile, full) })),
      addresses: r.addresses,
      status: r.status,
      remark: r.remark,
      order_ct: s.orderCt,
      open_order_ct: s.openCt,
      ordered_kg: s.orderedKg,
      last_order_date: s.lastOrder,
      next_delivery_date: s.nextOrder,
      created_at: r.createdAt.toISOString(),
    };
  }
}
