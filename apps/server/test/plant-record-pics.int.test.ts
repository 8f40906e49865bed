import { describe, expect, it } from 'vitest';
import { type CallBody, type UploadReply } from '@pfs/domain';
import { getFacAreaOptions } from '@pfs/domain/factory-cfg';
import { addDays, deletePlantPic, getPlantPicList, type uploadPlantPic } from '@pfs/domain/plant';
import { DEMO, DEMO_FID, GROWER, NURSERY_FID, callOf, dataOf, login, type TestApp, useSessions } from './test-app.js';
import { pngBytes, todayShanghai, uploadPic } from './plant-record-fixture.js';

type Pic = UploadReply<typeof uploadPlantPic>;

let app: TestApp, demo: string, grower: string;
const today = todayShanghai();
const fetchPic = (url: string) => app.inject({ method: 'GET', url });

useSessions([DEMO, GROWER], (s) => ([app, demo, grower] = s));

describe('种植图片', () => {
  let pic: Pic;

  it('stores an upload re-encoded with a 320 px thumbnail, served under /pics', async () => {
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .jpeg()
      .toBuffer();
    const r = await uploadPic(app, grower, { kind: 'pest', taken_on: today, remark: '叶片背面虫卵' }, jpeg, 'IMG_0001.jpg');
    expect([r.status, r.body.msg]).toEqual([200, '图片已上传']);
    pic = r.body.data as Pic;
    expect(pic).toMatchObject({ kind: 'pest', width: 1600, height: 1200, taken_on: today, remark: '叶片背面虫卵', uploaded_by_name: '李种植', batch_id: null, area_id: null });
    expect(pic.url).toMatch(/^\/pics\/plant\/[0-9a-f]{24}\.jpg$/);
    const thumb = await sharp((await fetchPic(pic.thumb_url)).rawPayload).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 320, 240]);
    const served = await fetchPic(pic.url);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('refuses a text file renamed .jpg, an oversize file and a future day, in Chinese', async () => {
    const text = await uploadPic(app, grower, { kind: 'plant', taken_on: today }, Buffer.from('这不是图片，只是改了扩展名的文本文件\n'.repeat(20)), 'fake.jpg');
    expect([text.status, text.body.msg]).toEqual([400, '只支持 JPEG、PNG 或 WebP 图片（按文件内容识别，改扩展名无效）']);
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await uploadPic(app, grower, { kind: 'plant', taken_on: today }, big, 'big.png');
    expect([tooBig.status, tooBig.body.msg]).toEqual([400, '图片不能超过 10 MB，请压缩后再上传']);
    const future = await uploadPic(app, grower, { kind: 'plant', taken_on: addDays(today, 1) }, await pngBytes());
    expect([future.status, future.body.msg]).toEqual([400, `拍摄日期 ${addDays(today, 1)} 晚于今天（${today}）`]);
    const badKind = await uploadPic(app, grower, { kind: 'selfie', taken_on: today }, await pngBytes());
    expect([badKind.status, badKind.body.msg]).toEqual([400, '参数 kind：图片类别 kind 只能是 plant 或 pest']);
  });

  it("answers 404 for another factory's batch or area", async () => {
    const options = await dataOf(app, getFacAreaOptions, { fid: NURSERY_FID }, demo);
    const nurseryArea = options[0]!.areas[0]!.area_id;
    const r = await uploadPic(app, grower, { kind: 'plant', taken_on: today, area_id: nurseryArea }, await pngBytes());
    expect([r.status, r.body.msg]).toEqual([404, `区域 ${nurseryArea} 不存在`]);
    const b = await uploadPic(app, grower, { kind: 'plant', taken_on: today, batch_id: 2_000_000_000 }, await pngBytes());
    expect([b.status, b.body.msg]).toEqual([404, '批次 2000000000 不存在']);
  });

  it('lists pictures by kind and day range with paging', async () => {
    const options = await dataOf(app, getFacAreaOptions, { fid: DEMO_FID }, demo);
    const areaId = options[0]!.areas[0]!.area_id;
    await uploadPic(app, grower, { kind: 'plant', taken_on: addDays(today, -3), area_id: areaId }, await pngBytes(400, 300));
    await uploadPic(app, grower, { kind: 'plant', taken_on: today, area_id: areaId }, await pngBytes(400, 300));
    const list = (body: Omit<CallBody<typeof getPlantPicList>, 'fid'>) => dataOf(app, getPlantPicList, { fid: DEMO_FID, ...body }, grower);
    expect((await list({ kind: 'pest' })).items.map((x) => x.pic_id)).toEqual([pic.pic_id]);
    const plants = await list({ kind: 'plant', area_id: areaId });
    expect(plants.items.map((x) => x.taken_on)).toEqual([today, addDays(today, -3)]);
    expect(plants.items[0]!.area_name).toBeTruthy();
    expect((await list({ kind: 'plant', start_day: addDays(today, -1) })).total_ct).toBe(1);
    expect((await list({ kind: 'plant', size: 1, page: 2 })).items.map((x) => x.taken_on)).toEqual([addDays(today, -3)]);
    expect((await list({ kind: 'plant', area_id: areaId + 100000 })).total_ct).toBe(0);
  });

  it('deletes a picture with its files; another factory cannot', async () => {
    const other = await callOf(app, deletePlantPic, { fid: NURSERY_FID, pic_id: pic.pic_id }, demo);
    expect([other.status, other.body.msg]).toEqual([404, `图片 ${pic.pic_id} 不存在`]);
    const r = await callOf(app, deletePlantPic, { fid: DEMO_FID, pic_id: pic.pic_id }, grower);
    expect([r.status, r.body.msg]).toEqual([200, '图片已删除']);
    expect([(await fetchPic(pic.url)).statusCode, (await fetchPic(pic.thumb_url)).statusCode]).toEqual([404, 404]);
    const again = await callOf(app, deletePlantPic, { fid: DEMO_FID, pic_id: pic.pic_id }, grower);
    expect(again.status).toBe(404);
  });

  it('refuses roles without the codes', async () => {
    const sales = await login(app, 'sales01', 'pfs123456');
    const up = await uploadPic(app, sales, { kind: 'plant', taken_on: today }, await pngBytes());
    expect([up.status, up.body.msg]).toEqual([403, '没有权限：管理种植批次（plant.edit）']);
    const list = await callOf(app, getPlantPicList, { fid: DEMO_FID, kind: 'plant' }, sales);
    expect([list.status, list.body.msg]).toEqual([403, '没有权限：查看种植批次（plant.list）或查看日志（syslog.list）']);
  });
});
