import { describe, expect, it } from 'vitest';
import { ROLE_TEMPLATES } from '@pfs/domain';
import { dashboardCards, siCardFirst } from './dashboard-cards';

const codesOf = (role: string) => ROLE_TEMPLATES.find((r) => r.name === role)!.codes;
// What the server answers: a block is an object when the role may see it, null otherwise.
const blocks = (has: string[]) =>
  Object.fromEntries(['planting', 'warehouse', 'sales', 'alarms', 'stock', 'climate'].map((k) => [k, has.includes(k) ? {} : null])) as never;

describe('home page cards by role', () => {
  it('the warehouse keeper reads the warehouse first, then the planting it may look at', () => {
    expect(dashboardCards(blocks(['planting', 'warehouse', 'stock']), codesOf('仓管员'))).toEqual(['warehouse', 'planting', 'side']);
  });

  it('the salesperson reads orders first, then what the warehouse has to ship', () => {
    expect(dashboardCards(blocks(['sales', 'warehouse']), codesOf('销售'))).toEqual(['sales', 'warehouse']);
  });

  it('the manager keeps the factory order; a grower starts with planting', () => {
    const all = ['planting', 'warehouse', 'sales', 'alarms', 'stock', 'climate'];
    expect(dashboardCards(blocks(all), codesOf('厂长'))).toEqual(['planting', 'warehouse', 'sales', 'side', 'climate']);
    expect(dashboardCards(blocks(['planting', 'alarms', 'stock', 'climate']), codesOf('种植员'))).toEqual(['planting', 'side', 'climate']);
  });

  it('shows nothing the server left out, whatever the codes say', () => {
    expect(dashboardCards(blocks([]), codesOf('厂长'))).toEqual([]);
    expect(dashboardCards(blocks(['alarms']), [])).toEqual(['side']);
  });

  it('puts inspections first only for a role that records nothing but inspections', () => {
    expect(siCardFirst(['si.list', 'si.edit'])).toBe(true);
    expect(siCardFirst(['si.list', 'si.edit', 'plant.edit'])).toBe(false);
    expect(siCardFirst(['si.list'])).toBe(false);
  });
});
