import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMN_NAMES } from '../../server/manage/catalogue-format.ts';
import { EXAMPLE_CSV, importCalls, withCell } from '../support/catalogueImportSuite.ts';
import { staffMember } from '../support/manageSuite.ts';
import { startTestServer, targets, type TestServer } from '../support/server.ts';

/**
 * Issue 27, the catalogue import and export (POST /api/manage/catalogue/import/, GET …/export/): the repository's
 * example file of 20 new pieces, all or nothing, a second import changing nothing, every problem named by row and
 * column, the dry run, the export imported back unchanged, photos from a ZIP. Every answer is checked against
 * openapi.yaml by the harness; the file runs on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
describe.each(targets)('the catalogue import on $name', (target) => {
  let server: TestServer;
  let headers: Record<string, string> = {};
  const { post, exportCsv, db, counts, audits } = importCalls(() => ({ server, headers }));

  beforeAll(async () => {
    server = await startTestServer(target, { watches: 60 });
    headers = (await staffMember(server, 'manager')).headers;
  });
  afterAll(async () => server?.close());

  it('a dry run of the example counts 20 new pieces and writes nothing', async () => {
    const before = await counts();
    const response = await post(EXAMPLE_CSV, { dryRun: true });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ dry_run: true, rows: 20, created: 20, updated: 0, unchanged: 0, photos: 0 });
    expect(await counts()).toEqual(before);
    expect(await audits()).toEqual([]);
  });

  it('imports the example: 20 pieces the catalogue, its search and its filters find at once, and an audit entry', async () => {
    const before = await counts();
    // The catalogue answers are cached (totals, facets, whole answers): the import must drop them.
    expect((await server.json<{ count: number }>({ method: 'GET', url: '/api/watches/?search=SLGH005' })).body.count).toBe(0);
    const response = await post(EXAMPLE_CSV);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ dry_run: false, rows: 20, created: 20, updated: 0, unchanged: 0, photos: 0 });
    const after = await counts();
    expect([after.watches - before.watches, after.jewelry - before.jewelry, after.bags - before.bags]).toEqual([10, 5, 5]);

    const found = await server.json<{ count: number; results: { id: number; model_name: string; brand: { name: string }; price_usd: string | null; photos: unknown[] }[] }>({
      method: 'GET',
      url: '/api/watches/?search=SLGH005',
    });
    expect(found.body.count).toBe(1);
    expect(found.body.results[0]).toMatchObject({ model_name: 'Evolution 9 White Birch', brand: { name: 'Grand Seiko' }, price_usd: '8900.00' });
    expect(found.body.results[0]?.photos.length).toBeGreaterThan(0);
    const byWords = await server.json<{ count: number }>({ method: 'GET', url: `/api/watches/?search=${encodeURIComponent('Black Bay 58 GMT')}` });
    expect(byWords.body.count).toBeGreaterThanOrEqual(1);
    expect((await server.json<{ count: number }>({ method: 'GET', url: '/api/bags/?search=Anjou' })).body.count).toBe(1);
    expect((await server.json<{ count: number }>({ method: 'GET', url: '/api/jewelry/?search=VCARF48800' })).body.count).toBe(1);

    // The piece without a price is on request; a reduced one shows its previous price and the sale flag.
    const furtif = await db().selectFrom('watches').selectAll().where('sku', '=', 'BQ-W-0010').executeTakeFirstOrThrow();
    expect(furtif).toMatchObject({ price_on_request: true, price_usd: null, guide_price_usd: null, stock: 1, is_active: true });
    const detail = await server.json<{ price_on_request: boolean; price_usd: string | null; dial_color: string }>({ method: 'GET', url: `/api/watches/${furtif.id}/` });
    expect(detail.body).toMatchObject({ price_on_request: true, price_usd: null });
    const birch = await db().selectFrom('watches').selectAll().where('sku', '=', 'BQ-W-0003').executeTakeFirstOrThrow();
    expect(birch).toMatchObject({ on_sale: true, reference_key: 'SLGH005', dial_color: 'белый', dial_color_en: 'white', production_year: 2022 });
    expect(Number(birch.previous_price_usd)).toBe(9800);
    // Filters: the brand's page and the city find the new pieces.
    const moscow = await db().selectFrom('cities').select('id').where('name_en', '=', 'Moscow').executeTakeFirstOrThrow();
    expect(birch.city_id).toBe(moscow.id);
    const byBrand = await server.json<{ results: { id: number }[] }>({ method: 'GET', url: `/api/watches/?brand_ids=${birch.brand_id}&city=${moscow.id}&page_size=100` });
    expect(byBrand.body.results.map((row) => row.id)).toContain(birch.id);

    const [entry, ...more] = await audits();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'catalogue.import', subject_type: 'catalogue', via: 'web', before: null });
    expect(entry?.after).toEqual({ rows: 20, created: 20, updated: 0, unchanged: 0, photos: 0 });
  });

  it('the same file again changes nothing', async () => {
    const before = await counts();
    const response = await post(EXAMPLE_CSV);
    expect(response.body).toEqual({ dry_run: false, rows: 20, created: 0, updated: 0, unchanged: 20, photos: 0 });
    expect(await counts()).toEqual(before);
  });

  it('an update changes the price, the sale flag follows the previous price', async () => {
    let csv = withCell(EXAMPLE_CSV, 'BQ-W-0002', 'price_usd', '4200');
    csv = withCell(csv, 'BQ-W-0002', 'previous_price_usd', '4650');
    const response = await post(csv);
    expect(response.body).toMatchObject({ created: 0, updated: 1, unchanged: 19 });
    const row = await db().selectFrom('watches').select(['id', 'on_sale']).where('sku', '=', 'BQ-W-0002').executeTakeFirstOrThrow();
    const detail = await server.json<{ price_usd: string; previous_price_usd: string }>({ method: 'GET', url: `/api/watches/${row.id}/` });
    expect(detail.body).toMatchObject({ price_usd: '4200.00', previous_price_usd: '4650.00' });
    expect(row.on_sale).toBe(true);
    expect((await audits()).at(-1)?.after).toMatchObject({ updated: 1, unchanged: 19 });
  });

  it('refuses a file with an unknown brand, a bad price and a missing SKU: each named by row and column, nothing written', async () => {
    const before = await counts();
    const auditsBefore = (await audits()).length;
    let csv = withCell(EXAMPLE_CSV, 'BQ-W-0001', 'sku', 'BQ-W-0901');
    csv = withCell(csv, 'BQ-W-0901', 'brand', 'Patek Philipe');
    csv = withCell(csv, 'BQ-J-0001', 'price_usd', 'twelve');
    csv = withCell(csv, 'BQ-B-0005', 'reference', 'ANJOU-NEW');
    csv = withCell(csv, 'BQ-B-0005', 'sku', '');
    // A good new row besides: the file is all or nothing.
    const neverfull = EXAMPLE_CSV.split('\n').find((line) => line.includes(',BQ-B-0003,'))!;
    csv += `${neverfull.replace(',BQ-B-0003,', ',BQ-B-0099,').replace(',M41177,', ',M41177-PM,')}\n`;
    const response = await post(csv);
    expect(response.status).toBe(400);
    expect(response.body.detail).toBe('The file was refused: 3 problems, nothing was written.');
    expect(response.body.problems).toEqual([
      { row: 2, column: 'brand', problem: 'Unknown brand: Patek Philipe.' },
      { row: 12, column: 'price_usd', problem: 'Not a price: twelve.' },
      { row: 21, column: 'sku', problem: 'A new piece needs a SKU.' },
    ]);
    expect(await counts()).toEqual(before);
    expect((await audits()).length).toBe(auditsBefore);
    const russian = await post(csv, { lang: 'ru' });
    expect(russian.body.detail).toBe('Файл не принят: проблем — 3, ничего не записано.');
    expect(russian.body.problems[0]?.problem).toBe('Неизвестный бренд: Patek Philipe.');
  });

  it('names problems of the header and of the lists, each row once', async () => {
    const header = 'kind,sku,brand,model,reference,colour\n';
    const refused = await post(`${header}watch,X-1,Rolex,Test,T-1,red\n`);
    expect(refused.status).toBe(400);
    expect(refused.body.problems).toEqual([{ row: 1, column: 'colour', problem: 'Unknown column: colour.' }]);
    const lists = await post('kind,sku,brand,model,reference,year,condition,case_material,stock\nclock,X-1,Rolex,A,B,,,,\nwatch,X-2,Rolex,A,B-2,1850,Mint,Wood,-1\n');
    expect(lists.body.problems).toEqual([
      { row: 2, column: 'kind', problem: 'Unknown kind: clock. Use watch, jewelry or bag.' },
      { row: 3, column: 'year', problem: `The year must be between 1900 and ${new Date().getUTCFullYear() + 1}.` },
      { row: 3, column: 'condition', problem: 'Unknown value: Mint.' },
      { row: 3, column: 'case_material', problem: 'Unknown value: Wood.' },
      { row: 3, column: 'stock', problem: 'Must be at least 0.' },
    ]);
  });

  it('exports every piece, hidden ones included, and the export imports back unchanged', async () => {
    const hidden = await db().updateTable('bags').set({ is_active: false }).where('sku', '=', 'BQ-B-0004').returning('id').executeTakeFirstOrThrow();
    const exported = await exportCsv();
    expect(exported.status).toBe(200);
    expect(exported.type).toMatch(/^text\/csv/);
    const before = await counts();
    const lines = exported.body.trimEnd().split('\n');
    expect(lines[0]).toBe(COLUMN_NAMES.join(','));
    expect(lines).toHaveLength(1 + before.watches + before.jewelry + before.bags);
    expect(lines.find((line) => line.includes('BQ-B-0004'))).toContain(',yes,');
    const response = await post(exported.body);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ created: 0, updated: 0, photos: 0, unchanged: before.watches + before.jewelry + before.bags });
    expect(await counts()).toEqual(before);
    expect((await db().selectFrom('bags').select('is_active').where('id', '=', hidden.id).executeTakeFirstOrThrow()).is_active).toBe(false);
  });

  it('stores the photos a ZIP holds, serves them, and the same ZIP again changes nothing', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const zip = zipSync({ 'photos/birch-front.PNG': new Uint8Array(png), 'photos/birch-back.png': new Uint8Array(png) });
    const csv = withCell(EXAMPLE_CSV, 'BQ-W-0003', 'photos', 'birch-front.png|birch-back.png');
    await post(EXAMPLE_CSV); // the example as it is (an earlier test changed a price)
    const first = await post(csv, { zip });
    expect(first.body).toMatchObject({ created: 0, updated: 1, photos: 2 });
    const row = await db().selectFrom('watches').select('id').where('sku', '=', 'BQ-W-0003').executeTakeFirstOrThrow();
    const detail = await server.json<{ photos: { id: number; is_primary: boolean; image_url: string }[] }>({ method: 'GET', url: `/api/watches/${row.id}/` });
    expect(detail.body.photos).toHaveLength(2);
    const picture = await server.app.inject({ method: 'GET', url: detail.body.photos[0]!.image_url });
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(png)).toBe(true);
    expect((await post(csv, { zip })).body).toMatchObject({ updated: 0, photos: 0, unchanged: 20 });
    // Without the ZIP the names are the piece's own photos already: nothing changes either.
    expect((await post(csv)).body).toMatchObject({ updated: 0, unchanged: 20 });
    const missing = await post(withCell(csv, 'BQ-W-0003', 'photos', 'birch-front.png|birch-side.png'));
    expect(missing.body.problems).toEqual([{ row: 4, column: 'photos', problem: 'No photo named birch-side.png in the ZIP.' }]);
  });
});
