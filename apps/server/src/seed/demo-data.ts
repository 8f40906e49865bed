/** The demo installation: two factories and their staff (documented in the README). */
export const DEMO_FACILITIES = [
  {
    key: 'demo',
    row: {
      facName: '示范植物工厂',
      shortName: '示范工厂',
      forTest: false,
      cityDistrict: '上海市浦东新区',
      loc: '121.60,31.20',
      poi: '张江高科技园区',
      heweatherKey: '101020600',
      logoName: '',
      faciUsage: 'PL',
      plantTypes: ['PL'],
    },
    modules: [
      { mcode: 'iot', name: '物联网' },
      { mcode: 'si', name: '日常巡检' },
      { mcode: 'mes', name: '生产控制' },
      { mcode: 'screen', name: '展示大屏' },
    ],
    gateways: [
      { sn: 'demo-seedling', name: '育苗室网关', area: '育苗室' },
      { sn: 'demo-grow-1', name: '栽培一区网关', area: '栽培一区' },
      { sn: 'demo-grow-2', name: '栽培二区网关', area: '栽培二区' },
    ],
    fields: [
      { name: '一号厂房', areas: [{ name: '育苗室', kind: 'seedling' }, { name: '栽培一区', kind: 'grow' }, { name: '栽培二区', kind: 'grow' }] },
      { name: '二号厂房', areas: [{ name: '包装间', kind: 'pack' }, { name: '冷库', kind: 'store' }] },
    ],
  },
  {
    key: 'nursery',
    row: {
      facName: '育苗中心',
      shortName: '育苗',
      forTest: true,
      cityDistrict: '江苏省苏州市吴中区',
      loc: '120.63,31.26',
      poi: '临湖镇农业园',
      heweatherKey: '101190405',
      logoName: '',
      faciUsage: 'PL',
      plantTypes: ['SL', 'SP'],
    },
    modules: [
      { mcode: 'iot', name: '物联网' },
      { mcode: 'si', name: '日常巡检' },
    ],
    gateways: [{ sn: 'nursery-sow', name: '播种区网关', area: '播种区' }],
    fields: [{ name: '育苗温室', areas: [{ name: '播种区', kind: 'seedling' }, { name: '炼苗区', kind: 'seedling' }] }],
  },
] as const;

type DemoUser = {
  uniNo: string;
  password: string;
  cname: string;
  mobile: string;
  email: string;
  isEgpU?: boolean;
  isSa?: boolean;
  memberships: { fac: 'demo' | 'nursery'; role: string }[];
};

/** The demo manager and the system administrator run both demo factories. */
const MANAGER_OF_BOTH: DemoUser['memberships'] = [
  { fac: 'demo', role: '厂长' },
  { fac: 'nursery', role: '厂长' },
];

export const DEMO_USERS: DemoUser[] = [
  {
    uniNo: 'demo',
    password: 'demo123456',
    cname: '张厂长',
    mobile: '13800138000',
    email: 'demo@pfs.local',
    isEgpU: true,
    memberships: MANAGER_OF_BOTH,
  },
  {
    uniNo: 'grower',
    password: 'grower123456',
    cname: '李种植',
    mobile: '13900139000',
    email: '',
    memberships: [{ fac: 'demo', role: '种植员' }],
  },
  {
    uniNo: 'sa',
    password: 'sa123456',
    cname: '系统管理员',
    mobile: '',
    email: 'sa@pfs.local',
    isSa: true,
    memberships: MANAGER_OF_BOTH,
  },
  { uniNo: 'wh01', password: 'pfs123456', cname: '王仓管', mobile: '13700137001', email: '', memberships: [{ fac: 'demo', role: '仓管员' }] },
  { uniNo: 'sales01', password: 'pfs123456', cname: '赵销售', mobile: '13600136002', email: '', memberships: [{ fac: 'demo', role: '销售' }] },
  {
    uniNo: 'tech01',
    password: 'pfs123456',
    cname: '钱设备',
    mobile: '13500135003',
    email: '',
    memberships: [
      { fac: 'demo', role: '设备员' },
      { fac: 'nursery', role: '设备员' },
    ],
  },
];
