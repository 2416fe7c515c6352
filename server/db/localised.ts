import { sql, type RawBuilder } from 'kysely';
import type { Locale } from '../../kernel/language.ts';

/**
 * A localised text column: `name` holds Russian (the default language), `name_en` English. Typed as the text it
 * is (`sql.ref` alone would say `unknown`), so answers built from it are checked against the contract.
 */
export const loc = <T extends string | null = string>(lang: Locale, column: string): RawBuilder<T> =>
  sql.ref<T>(lang === 'en' ? `${column}_en` : column);
