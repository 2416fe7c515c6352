import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/**
 * What a product picture is drawn from: the photo's view and the piece's visible traits (the English names, as the
 * picture is the same in both languages). A photo of another product is not found.
 */
export async function watchPictureRow(db: Kysely<Database>, productId: number, photoId: number) {
  return db
    .selectFrom('product_photos as ph')
    .innerJoin('watches as w', 'w.id', 'ph.watch_id')
    .innerJoin('brands as b', 'b.id', 'w.brand_id')
    .innerJoin('case_materials as cm', 'cm.id', 'w.case_material_id')
    .innerJoin('strap_materials as sm', 'sm.id', 'w.strap_material_id')
    .select(['w.id', 'ph.view', 'b.name as brand', 'w.model_name', 'w.dial_color_en', 'cm.name_en as case_material', 'sm.name_en as strap_material', 'w.case_diameter_mm'])
    .where('ph.id', '=', photoId)
    .where('w.id', '=', productId)
    .executeTakeFirst();
}

export async function jewelryPictureRow(db: Kysely<Database>, productId: number, photoId: number) {
  return db
    .selectFrom('product_photos as ph')
    .innerJoin('jewelry as j', 'j.id', 'ph.jewelry_id')
    .innerJoin('brands as b', 'b.id', 'j.brand_id')
    .innerJoin('jewelry_types as jt', 'jt.id', 'j.jewelry_type_id')
    .select(['j.id', 'ph.view', 'b.name as brand', 'j.model_name', 'jt.name_en as type_name', 'j.metal_en', 'j.insert_stone_en'])
    .where('ph.id', '=', photoId)
    .where('j.id', '=', productId)
    .executeTakeFirst();
}

export async function bagPictureRow(db: Kysely<Database>, productId: number, photoId: number) {
  return db
    .selectFrom('product_photos as ph')
    .innerJoin('bags as g', 'g.id', 'ph.bag_id')
    .innerJoin('brands as b', 'b.id', 'g.brand_id')
    .select(['g.id', 'ph.view', 'b.name as brand', 'g.model_name', 'g.color_en', 'g.material_en'])
    .where('ph.id', '=', photoId)
    .where('g.id', '=', productId)
    .executeTakeFirst();
}

const PHOTO_OWNER = { watches: 'watch_id', jewelry: 'jewelry_id', bags: 'bag_id' } as const;

/** An imported photograph's bytes (migration 0017); undefined for a drawn picture or another product's photo. */
export async function storedPhotoRow(db: Kysely<Database>, kind: keyof typeof PHOTO_OWNER, productId: number, photoId: number) {
  const row = await db
    .selectFrom('product_photos')
    .select(['data', 'mime_type'])
    .where('id', '=', photoId)
    .where(PHOTO_OWNER[kind], '=', productId)
    .where('data', 'is not', null)
    .executeTakeFirst();
  return row?.data && row.mime_type ? { data: Buffer.from(row.data), mimeType: row.mime_type } : undefined;
}
