import { describe, expect, it } from 'vitest';
import { answerText, callbackData, initialKeyboard, keyboardFor, originalText, parsePress, statusLine } from './buttons.ts';

describe('the managers\' buttons', () => {
  it('name the subject and the action in at most 64 bytes, and read back only what this server writes', () => {
    const data = callbackData('order', 2_147_483_647, 'confirm');
    expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
    expect(parsePress(data)).toEqual({ subject: 'order', id: 2_147_483_647, action: 'confirm' });
    expect(parsePress('r:12:done')).toEqual({ subject: 'request', id: 12, action: 'done' });
    for (const bad of ['o:12:take', 'r:12:confirm', 'o:12:ship', 'o:0:confirm', 'o:01:confirm', 'o:9999999999:confirm', 'x:1:done', 'o:1:confirm ', '', 7, undefined]) {
      expect(parsePress(bad), String(bad)).toBeUndefined();
    }
  });

  it('offer what each status can still do', () => {
    expect(initialKeyboard('order', 5)).toEqual({ inline_keyboard: [[{ text: 'Подтвердить', callback_data: 'o:5:confirm' }, { text: 'Отменить', callback_data: 'o:5:cancel' }]] });
    expect(keyboardFor('order', 5, 'confirmed')).toEqual({ inline_keyboard: [[{ text: 'Отменить', callback_data: 'o:5:cancel' }]] });
    for (const status of ['cancelled', 'shipped', 'delivered']) expect(keyboardFor('order', 5, status)).toEqual({ inline_keyboard: [] });
    expect(initialKeyboard('request', 9)).toEqual({ inline_keyboard: [[{ text: 'Взять', callback_data: 'r:9:take' }, { text: 'Готово', callback_data: 'r:9:done' }]] });
    expect(keyboardFor('request', 9, 'in_progress')).toEqual({ inline_keyboard: [[{ text: 'Готово', callback_data: 'r:9:done' }]] });
    expect(keyboardFor('request', 9, 'done')).toEqual({ inline_keyboard: [] });
  });

  it('say what happened, or where the subject already is', () => {
    expect(statusLine('order', 'confirmed', 'Анна Смирнова')).toBe('✅ Подтверждён — Анна Смирнова');
    expect(statusLine('order', 'cancelled', undefined)).toBe('❌ Отменён');
    expect(statusLine('order', 'pending', 'Анна')).toBeUndefined();
    expect(answerText({ subject: 'order', id: 1, action: 'confirm' }, true, 'confirmed')).toBe('Подтверждено');
    expect(answerText({ subject: 'order', id: 1, action: 'confirm' }, false, 'confirmed')).toBe('Уже подтверждён');
    expect(answerText({ subject: 'order', id: 1, action: 'confirm' }, false, 'cancelled')).toBe('Уже отменён');
    expect(answerText({ subject: 'request', id: 1, action: 'take' }, false, 'in_progress')).toBe('Уже в работе');
    expect(originalText('Новый заказ №1\nКлиент: А\n\n✅ Подтверждён — Анна')).toBe('Новый заказ №1\nКлиент: А');
    expect(originalText('Новая заявка #2\n\nСообщение: текст')).toBe('Новая заявка #2\n\nСообщение: текст');
  });
});
