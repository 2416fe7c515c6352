import { sql, type Kysely } from 'kysely';

/** [table, column, from, to]: whole names the seed gave in English, now as server/seed writes them. */
const NAMES: readonly [string, string, string, string][] = [
  // Issue 22 item 19: «Как новые» is "Like new"; "Unworn" claimed a stronger grade than the Russian says.
  ['conditions', 'name_en', 'Unworn', 'Like new'],
  // Issue 22 item 21: one house style, US English.
  ['workshops', 'name_en', 'Moscow Service Centre', 'Moscow Service Center'],
  ['workshops', 'name_en', 'Dubai Service Centre', 'Dubai Service Center'],
  ['case_materials', 'name_en', 'Aluminium', 'Aluminum'],
  ['watches', 'dial_color_en', 'grey', 'gray'],
  ['bags', 'color_en', 'Grey (Étain)', 'Gray (Étain)'],
  ['bags', 'color_en', 'Eclipse black and grey', 'Eclipse black and gray'],
  ['banners', 'subtitle_en', 'Selected watches 10 % off — the previous price on every card', 'Selected watches 10% off — the previous price on every card'],
];

/** [table, from, to]: phrases inside the English descriptions the seed built from those names. */
const PHRASES: readonly [string, string, string][] = [
  ['watches', 'condition: unworn, no signs of wear', 'condition: like new, no signs of wear'],
  ['watches', ' grey dial', ' gray dial'],
  ['watches', ' aluminium case', ' aluminum case'],
  ['watches', 'in aluminium,', 'in aluminum,'],
  ['bags', ', colour ', ', color '],
  ['bags', 'Grey (Étain)', 'Gray (Étain)'],
  ['bags', 'black and grey', 'black and gray'],
];

/**
 * The seed's English (server/seed/) changed for issue 22 items 19 and 21; a database seeded before keeps the old
 * words in its reference names and the descriptions built from them. The seed finds reference rows by their English
 * name, so they are renamed here, before a later seed runs. Text a manager wrote is left alone: only the exact
 * names and phrases the seed produced are replaced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column, from, to] of NAMES) {
    await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${to} WHERE ${sql.ref(column)} = ${from}`.execute(db);
  }
  for (const [table, from, to] of PHRASES) {
    await sql`UPDATE ${sql.table(table)} SET description_en = replace(description_en, ${from}, ${to})
      WHERE strpos(description_en, ${from}) > 0`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column, from, to] of NAMES) {
    await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${from} WHERE ${sql.ref(column)} = ${to}`.execute(db);
  }
  for (const [table, from, to] of PHRASES) {
    await sql`UPDATE ${sql.table(table)} SET description_en = replace(description_en, ${to}, ${from})
      WHERE strpos(description_en, ${to}) > 0`.execute(db);
  }
}
