/**
 * `npm run bench:import`: issue 27's "a 5,000-row file imports in under 30 s on this machine". On a fresh embedded
 * database (in memory, migrated and seeded like the first start, IMPORT_DB=postgres://… for PostgreSQL) it imports
 * a generated CSV of IMPORT_ROWS pieces (default 5,000: watches, jewelry and bags of the seed's brands, every list
 * named in English or Russian), then the same file again (all unchanged), then the export. Prints the times; asserts
 * nothing. Run through tsx (the server is TypeScript).
 */
import { performance } from 'node:perf_hooks';
import { exportCatalogue, importCatalogue } from '../server/manage/catalogue-csv.ts';
import { migrateToLatest, openDatabase } from '../server/db/database.ts';
import { seed } from '../server/demo/seed/seed.ts';

const ROWS = Math.max(1, Number(process.env.IMPORT_ROWS ?? 5000) || 5000);
const HEADER = 'kind,sku,brand,model,reference,collection,year,condition,full_set,watch_type,case_material,case_diameter_mm,glass,movement,strap_material,dial_color,functions,jewelry_type,metal,metal_en,color,color_en,material,material_en,price_usd,previous_price_usd,stock,city,description,description_en';
const WATCH_BRANDS = ['Rolex', 'Patek Philippe', 'Audemars Piguet', 'Omega', 'Cartier', 'Tudor', 'Grand Seiko', 'Vacheron Constantin'];
const JEWELRY_BRANDS = ['Cartier', 'Van Cleef & Arpels', 'Tiffany & Co.', 'Bvlgari', 'Messika'];
const BAG_BRANDS = ['Hermès', 'Chanel', 'Louis Vuitton', 'Dior', 'Goyard'];
const quote = (text) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

function row(i) {
  const price = 2000 + ((i * 7919) % 90_000);
  const previous = i % 7 === 0 ? String(price + 500) : '';
  const description = quote(`Экземпляр ${i}, полный комплект, проверен мастером бутика.`);
  const descriptionEn = quote(`Piece ${i}, full set, checked by the boutique's watchmaker.`);
  const sku = `BENCH-${String(i).padStart(6, '0')}`;
  if (i % 5 < 3) {
    const brand = WATCH_BRANDS[i % WATCH_BRANDS.length];
    return `watch,${sku},${brand},Bench Model ${i},BW-${i},Bench,${2000 + (i % 25)},${i % 2 ? 'Excellent' : 'Отличное'},yes,Men's,Steel,${38 + (i % 6)},Sapphire,Automatic,Steel bracelet,black,Date|GMT,,,,,,,,${price},${previous},1,${i % 2 ? 'Moscow' : 'Дубай'},${description},${descriptionEn}`;
  }
  if (i % 5 === 3) {
    const brand = JEWELRY_BRANDS[i % JEWELRY_BRANDS.length];
    return `jewelry,${sku},${brand},Bench Ring ${i},BJ-${i},,,Отличное,yes,,,,,,,,,Ring,Белое золото,White gold,,,,,${price},${previous},2,Dubai,${description},${descriptionEn}`;
  }
  const brand = BAG_BRANDS[i % BAG_BRANDS.length];
  return `bag,${sku},${brand},Bench Bag ${i},BB-${i},,,Как новые,yes,,,,,,,,,,,,чёрный,black,кожа,leather,${price},${previous},1,Dubai,${description},${descriptionEn}`;
}

const csv = `${HEADER}\n${Array.from({ length: ROWS }, (_, i) => row(i + 1)).join('\n')}\n`;
const actor = { userId: null, name: 'bench', role: 'owner', via: 'cli' };
const database = await openDatabase(process.env.IMPORT_DB ? { url: process.env.IMPORT_DB } : { pgliteDir: 'memory://' });
try {
  await migrateToLatest(database.db);
  await seed(database.db, { watches: 320 });
  console.log(`bench:import — ${ROWS} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB, on ${database.kind}`);
  const time = async (label, run) => {
    const started = performance.now();
    const result = await run();
    console.log(`${label.padEnd(24)} ${((performance.now() - started) / 1000).toFixed(2)} s ${typeof result === 'string' ? `(${result.split('\n').length - 2} rows)` : JSON.stringify(result)}`);
  };
  await time('dry run', () => importCatalogue(database.db, actor, csv, { dryRun: true }));
  await time('import (all new)', () => importCatalogue(database.db, actor, csv, { dryRun: false }));
  await time('import again (unchanged)', () => importCatalogue(database.db, actor, csv, { dryRun: false }));
  await time('export', () => exportCatalogue(database.db));
} finally {
  await database.close();
}
