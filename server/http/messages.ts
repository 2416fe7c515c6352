import type { Locale } from '../../kernel/language.ts';

/**
 * Every sentence the API answers with — `detail` and each message under `errors` — in English and Russian (issue 22
 * item 20: «Текущий пароль указан неверно» reached the English profile, "Internal server error." a Russian page).
 * Services keep writing the sentence they always wrote (either language); the language plugin
 * (server/plugins/language.ts) answers it in the request's language by this table. `{name}` holds a value that
 * travels unchanged ("At most {limit} characters."). A sentence missing here is sent as written:
 * server/http/messages.test.ts scans the server's sources for such sentences.
 */
const PAIRS: readonly (readonly [en: string, ru: string])[] = [
  // The HTTP layer (server/http/errors.ts, plugins).
  ['Invalid request.', 'Некорректный запрос.'],
  ['Bad request.', 'Неверный запрос.'],
  ['Authentication credentials were not provided.', 'Войдите в аккаунт.'],
  ['You do not have permission to perform this action.', 'Недостаточно прав для этого действия.'],
  ['Not found.', 'Не найдено.'],
  ['Storybook is not built: run npm run build-storybook.', 'Storybook не собран: выполните npm run build-storybook.'],
  ['Method not allowed.', 'Этот метод здесь не поддерживается.'],
  ['Not acceptable.', 'Такой формат ответа не поддерживается.'],
  ['Request body is too large.', 'Слишком большой запрос.'],
  ['Unsupported media type.', 'Неподдерживаемый тип данных.'],
  ['Unsupported media type: send {types}.', 'Неподдерживаемый тип данных: отправьте {types}.'],
  // Part 1 §8 / part 2 §8: the forms' 429, verbatim.
  ['Too many requests. Please try again in a minute.', 'Слишком много запросов. Попробуйте ещё раз через минуту.'],
  ['The photo is too large (10 MB at most).', 'Фото слишком большое (не более 10 МБ).'],
  ['Only one photo can be attached.', 'Можно приложить только одно фото.'],
  ['At most {count} photos can be attached.', 'Можно приложить не более {count} фото.'],
  ['Too many form fields.', 'Слишком много полей формы.'],
  ['Invalid form field name.', 'Недопустимое имя поля формы.'],
  ['The form upload was interrupted.', 'Отправка формы прервалась.'],
  ['A number in the request is out of range.', 'Число в запросе вне допустимого диапазона.'],
  ['A value in the request has the wrong format.', 'Значение в запросе в неверном формате.'],
  ['A date in the request is out of range.', 'Дата в запросе вне допустимого диапазона.'],
  ['A date in the request has the wrong format.', 'Дата в запросе в неверном формате.'],
  ['The page size is out of range.', 'Недопустимый размер страницы.'],
  ['The page is out of range.', 'Недопустимый номер страницы.'],
  ['A value in the request is too long.', 'Значение в запросе слишком длинное.'],
  ['Malformed JSON in request body.', 'Тело запроса — некорректный JSON.'],
  ['Internal server error.', 'Внутренняя ошибка сервера.'],
  ['Not implemented', 'Пока не реализовано'],
  ['Bad Host header.', 'Неверный заголовок Host.'],
  ['Text must not contain the NUL character (U+0000).', 'Текст не может содержать символ NUL (U+0000).'],

  // The contract's validation (server/http/errors.ts messageOf).
  ['This field is required.', 'Обязательное поле.'],
  ['This field must not be empty.', 'Поле не может быть пустым.'],
  ['Unknown field.', 'Неизвестное поле.'],
  ['Invalid value.', 'Недопустимое значение.'],
  ['Invalid format.', 'Неверный формат.'],
  ['Must be one of: {values}.', 'Допустимые значения: {values}.'],
  ['Exactly one of {names} is required.', 'Укажите ровно одно из: {names}.'],
  ['Only one of the alternatives may be given.', 'Можно указать только один из вариантов.'],
  ['At least {limit} characters.', 'Не менее {limit} символов.'],
  ['At most {limit} characters.', 'Не более {limit} символов.'],
  ['At least {limit} items.', 'Не менее {limit} элементов.'],
  ['At most {limit} items.', 'Не более {limit} элементов.'],
  ['Must be at least {limit}.', 'Не меньше {limit}.'],
  ['Must be at most {limit}.', 'Не больше {limit}.'],
  ['Must be greater than {limit}.', 'Больше {limit}.'],
  ['Must be less than {limit}.', 'Меньше {limit}.'],
  ['Must be {value}.', 'Должно быть {value}.'],
  ['Must be a whole number.', 'Нужно целое число.'],
  ['Must be a number.', 'Нужно число.'],
  ['Must be text.', 'Нужен текст.'],
  ['Must be true or false.', 'Нужно true или false.'],
  ['Must be a list.', 'Нужен список.'],
  ['Must be an object.', 'Нужен объект.'],

  // Sign-in and the profile (server/auth/).
  ['Wrong phone number or password.', 'Неверный номер телефона или пароль.'],
  ['Wrong verification code', 'Неверный код подтверждения'],
  ['A code has been sent to your phone', 'Код отправлен на ваш телефон'],
  ['Phone verification required', 'Требуется подтверждение телефона'],
  ['This phone number is already in use.', 'Этот номер телефона уже используется.'],
  ['Token is invalid or expired', 'Токен недействителен или истёк'],
  // Issue 27: the Telegram webhook (server/routes/telegram.ts).
  ['The Telegram secret token is missing or wrong.', 'Секретный токен Telegram не указан или неверен.'],
  ['Telegram sign-in is not configured on this server.', 'Вход через Telegram на этом сервере не настроен.'],
  ['The Telegram data failed the signature check.', 'Данные Telegram не прошли проверку подписи.'],
  ['The Telegram data is out of date: sign in with Telegram again.', 'Данные Telegram устарели: войдите через Telegram ещё раз.'],
  ['This Telegram data has already been used: sign in with Telegram again.', 'Эти данные Telegram уже использованы: войдите через Telegram ещё раз.'],
  ['This Telegram account is already registered.', 'Этот аккаунт Telegram уже зарегистрирован.'],
  ['User not found', 'Пользователь не найден'],
  ['Firebase sign-in is not configured on this server.', 'Вход через Firebase на этом сервере не настроен.'],
  ['The sign-in token is invalid or expired.', 'Недействительный или просроченный токен входа.'],
  ['This account is already registered.', 'Этот аккаунт уже зарегистрирован.'],
  ['The current password is incorrect', 'Текущий пароль указан неверно'],
  ['The password must be at least {count} characters long', 'Пароль должен содержать не менее {count} символов'],
  ['The new password must differ from the current one', 'Новый пароль должен отличаться от текущего'],
  ['Password changed', 'Пароль изменён'],
  ['A phone number has 7 to 15 digits.', 'Номер телефона должен содержать от 7 до 15 цифр.'],
  ['This email is already in use.', 'Этот e-mail уже используется.'],
  ['Enter a valid email address.', 'Введите корректный e-mail.'],
  [
    'The phone number can be set only once; to change it, contact support.',
    'Номер телефона можно указать только один раз; чтобы изменить его, обратитесь в поддержку.',
  ],

  // Cart, lists, catalogue, addresses, orders and promo codes.
  ['Cart not found.', 'Корзина не найдена.'],
  ['Cart item not found.', 'Позиция корзины не найдена.'],
  ['Favorite not found.', 'В избранном такого нет.'],
  ['Comparison entry not found.', 'В сравнении такого нет.'],
  ['Product not found.', 'Изделие не найдено.'],
  ['Watch not found.', 'Часы не найдены.'],
  ['Jewelry not found.', 'Украшение не найдено.'],
  ['Bag not found.', 'Сумка не найдена.'],
  ['Address not found.', 'Адрес не найден.'],
  ['Order not found.', 'Заказ не найден.'],
  ['Cart is empty.', 'Корзина пуста.'],
  ['Only a pending or confirmed order can be canceled.', 'Отменить можно только заказ, который ожидает подтверждения или подтверждён.'],
  ['A two-letter country code.', 'Двухбуквенный код страны.'],
  ['A piece in the cart is no longer available.', 'Одного из изделий в корзине больше нет в продаже.'],
  ['Choose a city from the list.', 'Выберите город из списка.'],
  ['Choose a branch of the pickup city.', 'Выберите бутик в городе самовывоза.'],
  ['The promo code is invalid or expired.', 'Промокод недействителен или истёк.'],
  // Unique pieces (issue 26): the two 409s are the sentences, verbatim.
  ['This piece is already reserved', 'Этот экземпляр уже зарезервирован'],
  ['This piece is already sold', 'Этот экземпляр уже продан'],
  ['Only {count} can be ordered.', 'Можно заказать не больше {count}.'],
  ['Cannot {action} an order whose pieces are no longer held.', 'Нельзя выполнить «{action}»: изделия заказа больше не зарезервированы.'],
  // The managers' moves (npm run manager).
  ['Cannot {action} an order that is not {status}.', 'Нельзя выполнить «{action}» для заказа в статусе {status}.'],
  // Issue 27: the staff API (server/manage/orders.ts, requests.ts, products.ts, staff.ts); the 409s say where it is now.
  ['A reason is required to cancel an order.', 'Укажите причину отмены заказа.'],
  ['The order is still awaiting confirmation.', 'Заказ ещё ждёт подтверждения.'],
  ['The order is already confirmed.', 'Заказ уже подтверждён.'],
  ['The order has already been shipped.', 'Заказ уже отправлен.'],
  ['The order has already been delivered.', 'Заказ уже доставлен.'],
  ['The order has already been cancelled.', 'Заказ уже отменён.'],
  ['Request not found.', 'Заявка не найдена.'],
  ['The request is still new.', 'Заявка ещё новая.'],
  ['The request is already in progress.', 'Заявка уже в работе.'],
  ['The request is already done.', 'Заявка уже закрыта.'],
  ['The previous price must be above the price.', 'Прежняя цена должна быть выше цены.'],
  ['A piece on request shows no price.', 'У изделия с ценой по запросу цена не показывается.'],
  ['Open orders hold {count} of these pieces: the stock cannot be lower.', 'Открытые заказы держат {count} шт.: остаток не может быть меньше.'],
  ['Staff member not found.', 'Сотрудник не найден.'],
  ['The last owner cannot be removed.', 'Нельзя снять последнего владельца.'],
  ['This Telegram account is linked to another account.', 'Этот Telegram уже привязан к другому аккаунту.'],
  // Issue 28: saved searches, notices and piece alerts (server/alerts/), the profile's Telegram notices.
  ['You can save at most {count} searches', 'Можно сохранить не больше {count} поисков'],
  ['Saved search not found.', 'Сохранённый поиск не найден.'],
  ['Piece alert not found.', 'Оповещение об этом изделии не найдено.'],
  ['Telegram notices need a Telegram sign-in.', 'Уведомления в Telegram доступны только при входе через Telegram.'],
  // Issue 28: the notices sent to a shopper's Telegram chat (server/alerts/telegram-notice.ts), in their language.
  ['New piece for your search "{search}": {piece} — {offer}', 'Новое поступление по поиску «{search}»: {piece} — {offer}'],
  ['Price dropped: {piece} — was {old}, now {now}', 'Цена снизилась: {piece} — было {old}, стало {now}'],
  ['Available again: {piece} — {offer}', 'Снова доступно: {piece} — {offer}'],
  ['price on request', 'цена по запросу'],

  // Requests and appointments (server/requests/).
  ['Enter your name.', 'Введите имя.'],
  ['Enter a phone number with 7 to 15 digits.', 'Введите номер телефона: от 7 до 15 цифр.'],
  ['Consent to the processing of personal data is required.', 'Нужно согласие на обработку персональных данных.'],
  ['Choose Moscow or Dubai.', 'Выберите Москву или Дубай.'],
  ['Enter a date as YYYY-MM-DD.', 'Введите дату в формате ГГГГ-ММ-ДД.'],
  ['The date has passed.', 'Эта дата уже прошла.'],
  ['Enter a time as HH:MM.', 'Введите время в формате ЧЧ:ММ.'],
  // The longer sentence first: the shorter template would swallow its tail.
  ['The boutique receives visitors from {opens} to {closes} on that day.', 'В этот день бутик принимает посетителей с {opens} до {closes}.'],
  ['The boutique receives visitors from {opens} to {closes}.', 'Бутик принимает посетителей с {opens} до {closes}.'],
  ['The Moscow boutique is closed on that day.', 'В этот день бутик в Москве закрыт.'],
  ['The Dubai boutique is closed on that day.', 'В этот день бутик в Дубае закрыт.'],
  ['The {city} boutique is closed on that day.', 'В этот день бутик ({city}) закрыт.'],
  ['This time has already passed today.', 'Это время сегодня уже прошло.'],
  ['Enter the model or reference.', 'Укажите модель или референс.'],
  ['Only an image can be attached (JPEG, PNG, WebP or HEIC).', 'Приложить можно только изображение (JPEG, PNG, WebP или HEIC).'],
  ['A body is required.', 'Запрос пуст.'],
  ['There is no {product} with id {id}.', 'Изделия с номером {id} нет.'],
  ['Request received. We will contact you shortly.', 'Заявка принята. Мы свяжемся с вами в ближайшее время.'],
  ['Your visit is booked. A manager will contact you to confirm it.', 'Вы записаны. Менеджер свяжется с вами, чтобы подтвердить визит.'],
  // The catalogue import (server/manage/catalogue-format.ts PROBLEM).
  ['The file cannot be read as CSV (line {line}).', 'Файл не читается как CSV (строка {line}).'],
  ['The file has no rows.', 'В файле нет строк.'],
  ['At most {limit} rows.', 'Не более {limit} строк.'],
  ['Unknown column: {value}.', 'Неизвестный столбец: {value}.'],
  ['This column appears twice.', 'Этот столбец указан дважды.'],
  ['This column needs the price_usd column beside it.', 'Этому столбцу нужен столбец price_usd.'],
  ['Unknown kind: {value}. Use watch, jewelry or bag.', 'Неизвестный вид: {value}. Укажите watch, jewelry или bag.'],
  ['Unknown brand: {value}.', 'Неизвестный бренд: {value}.'],
  ['Unknown value: {value}.', 'Неизвестное значение: {value}.'],
  ['This column does not apply to {kind} rows: leave it empty.', 'Этот столбец не относится к строкам вида {kind}: оставьте его пустым.'],
  ['Not a price: {value}.', 'Это не цена: {value}.'],
  ['Not a number: {value}.', 'Это не число: {value}.'],
  ['Not a whole number: {value}.', 'Это не целое число: {value}.'],
  ['Not yes or no: {value}.', 'Нужно yes или no, а не {value}.'],
  ['The year must be between 1900 and {max}.', 'Год должен быть от 1900 до {max}.'],
  ['The previous price must be above the price.', 'Прежняя цена должна быть выше цены.'],
  ['A piece on request has no previous price.', 'У изделия с ценой по запросу нет прежней цены.'],
  ['This SKU is also on line {line}.', 'Этот артикул есть и в строке {line}.'],
  ['This SKU is already used by a {kind}.', 'Этот артикул уже занят изделием вида {kind}.'],
  ['A new piece needs a SKU.', 'Новому изделию нужен артикул (sku).'],
  ['Another piece already has this brand and reference.', 'Другое изделие уже имеет этот бренд и референс.'],
  ['Another watch already has this brand, reference, year and city.', 'Другие часы уже имеют этот бренд, референс, год и город.'],
  ['Stock cannot be below the {count} pieces that orders hold.', 'Остаток не может быть меньше {count} — столько держат заказы.'],
  ['The workshop is in another city.', 'Этот бутик в другом городе.'],
  ['No photo named {value} in the ZIP.', 'В ZIP нет фото {value}.'],
  ['Not an image (JPEG, PNG, WebP or HEIC): {value}.', 'Это не изображение (JPEG, PNG, WebP или HEIC): {value}.'],
  ['The photo {value} is named twice.', 'Фото {value} указано дважды.'],
  ['The ZIP cannot be read.', 'ZIP не читается.'],
  ['The ZIP unpacks to more than {megabytes} MB.', 'ZIP распаковывается больше чем в {megabytes} МБ.'],
  ['The file was refused: {count} problems, nothing was written.', 'Файл не принят: проблем — {count}, ничего не записано.'],
];

interface Template {
  pattern: RegExp;
  text: Record<Locale, string>;
}

const exact = new Map<string, Record<Locale, string>>();
const templates: Template[] = [];
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
for (const [en, ru] of PAIRS) {
  const text = { en, ru };
  if (!en.includes('{')) {
    exact.set(en, text);
    exact.set(ru, text);
    continue;
  }
  // "At most {limit} characters." → /^At most (?<limit>.+?) characters\.$/
  for (const side of [en, ru]) {
    templates.push({ pattern: new RegExp(`^${escape(side).replace(/\\?\{(\w+)\\?\}/g, '(?<$1>.+?)')}$`, 's'), text });
  }
}

/** The sentence in `lang`, whichever language it was written in; a sentence not in the table as it is. */
export function translate(text: string, lang: Locale): string {
  const known = exact.get(text);
  if (known) return known[lang];
  for (const { pattern, text: pair } of templates) {
    const groups = pattern.exec(text)?.groups;
    if (groups) return pair[lang].replace(/\{(\w+)\}/g, (_, name: string) => groups[name] ?? '');
  }
  return text;
}

/** Whether the table knows the sentence (in either language). */
export const isTranslated = (text: string): boolean => exact.has(text) || templates.some(({ pattern }) => pattern.test(text));

/**
 * An answer's messages in `lang`: its `detail` and every message under `errors` (the spec's error shape, and the
 * `detail` success answers carry: "Код отправлен на ваш телефон"), and each `problems[].problem` of the catalogue
 * import's refusal. Anything else in the body is data, untouched.
 */
export function localiseMessages<T extends object>(body: T, lang: Locale): T {
  const { detail, errors } = body as { detail?: unknown; errors?: unknown };
  if (typeof detail !== 'string' && (errors === null || typeof errors !== 'object' || Array.isArray(errors))) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if (typeof detail === 'string') out.detail = translate(detail, lang);
  // The catalogue import's refusal (ImportRefused) lists its problems, each in words.
  const { problems } = body as { problems?: unknown };
  if (Array.isArray(problems)) {
    out.problems = problems.map((item: unknown) =>
      item && typeof item === 'object' && typeof (item as { problem?: unknown }).problem === 'string' ? { ...item, problem: translate((item as { problem: string }).problem, lang) } : item,
    );
  }
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    out.errors = Object.fromEntries(
      Object.entries(errors as Record<string, unknown>).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages.map((message) => (typeof message === 'string' ? translate(message, lang) : message)) : messages,
      ]),
    );
  }
  return out as T;
}
