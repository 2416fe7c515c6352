import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isTranslated, localiseMessages, translate } from './messages.ts';

describe('the server message table', () => {
  it('answers a sentence in either language, whichever it was written in', () => {
    expect(translate('Текущий пароль указан неверно', 'en')).toBe('The current password is incorrect');
    expect(translate('Текущий пароль указан неверно', 'ru')).toBe('Текущий пароль указан неверно');
    expect(translate('Internal server error.', 'ru')).toBe('Внутренняя ошибка сервера.');
    expect(translate('Internal server error.', 'en')).toBe('Internal server error.');
    expect(translate('Номер телефона можно указать только один раз; чтобы изменить его, обратитесь в поддержку.', 'en')).toBe(
      'The phone number can be set only once; to change it, contact support.',
    );
  });

  it('carries the values of a sentence with placeholders across', () => {
    expect(translate('At most 150 characters.', 'ru')).toBe('Не более 150 символов.');
    expect(translate('Не более 150 символов.', 'en')).toBe('At most 150 characters.');
    expect(translate('Пароль должен содержать не менее 8 символов', 'en')).toBe('The password must be at least 8 characters long');
    expect(translate('The boutique receives visitors from 10:00 to 21:00.', 'ru')).toBe('Бутик принимает посетителей с 10:00 до 21:00.');
    expect(translate('Must be at least 1.', 'ru')).toBe('Не меньше 1.');
    expect(translate('The boutique receives visitors from 10:00 to 18:00 on that day.', 'ru')).toBe('В этот день бутик принимает посетителей с 10:00 до 18:00.');
    expect(translate('The Dubai boutique is closed on that day.', 'ru')).toBe('В этот день бутик в Дубае закрыт.');
  });

  it('leaves a sentence it does not know as it is', () => {
    expect(translate('Something new.', 'ru')).toBe('Something new.');
  });

  it('localises detail and every message under errors, and nothing else', () => {
    const body = { detail: 'Invalid request.', errors: { email: ['Этот e-mail уже используется.'] }, message: 'Not found.' };
    expect(localiseMessages(body, 'en')).toEqual({ detail: 'Invalid request.', errors: { email: ['This email is already in use.'] }, message: 'Not found.' });
    expect(localiseMessages(body, 'ru')).toEqual({ detail: 'Некорректный запрос.', errors: { email: ['Этот e-mail уже используется.'] }, message: 'Not found.' });
    const data = { id: 1, name: 'Not found.' };
    expect(localiseMessages(data, 'ru')).toBe(data);
  });

  /**
   * The sentences the server's services and HTTP layer write (string literals that read as a message: a capital,
   * words, a full stop — or Russian text), each must be in the table, so none reaches a page in the other language.
   * Data (seed, drawings), managers' texts (CLI, Telegram notices, written in Russian for the managers), logs and
   * start-up errors are not answers.
   */
  it("knows every message the server's sources write", () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const skipped = /^(seed|demo|media|db|manager|notify|ssr|seo|contract)\/|\.test\.ts$|^(config|main|openapi)\.ts$|^requests\/describe\.ts$|^orders\/manager-message\.ts$/;
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts') && !skipped.test(relative(root, path))) files.push(path);
      }
    };
    walk(root);
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
        .replace(/^\s*\/\/.*$/gm, '')
        .replace(/\/\*[\s\S]*?\*\//g, '');
      for (const match of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`([^`]*)`/g)) {
        const text = (match[1] ?? match[2] ?? '').replace(/\$\{[^}]*\}/g, '7').replace(/\\'/g, "'");
        const russian = /[А-Яа-яЁё]/.test(text);
        const english = /^[A-Z][a-z]+( [A-Za-z0-9(),;:'-]+){2,}[.]$/.test(text) && !/log|warn/i.test(text);
        if ((russian || english) && !isTranslated(text)) missing.push(`${relative(root, file)}: ${text}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
