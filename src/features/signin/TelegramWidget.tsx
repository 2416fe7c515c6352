import { useEffect, useRef } from 'react';
import type { TelegramUser } from '../../api/auth.ts';

/** The global the widget calls back (`data-onauth`); tests feed it signed data directly. */
export const TELEGRAM_CALLBACK = '__boutiqueTelegramAuth';

declare global {
  interface Window {
    [TELEGRAM_CALLBACK]?: (user: TelegramUser) => void;
  }
}

/**
 * Telegram's login widget. Its script is added only while this renders, i.e. while the panel's first step shows
 * and a bot is configured; leaving the step removes the script, its iframe and the callback.
 */
export function TelegramWidget({ bot, onAuth }: { bot: string; onAuth: (user: TelegramUser) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onAuth);
  latest.current = onAuth;
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    window[TELEGRAM_CALLBACK] = (user) => latest.current(user);
    const script = document.createElement('script');
    script.async = true;
    script.src = 'https://telegram.org/js/telegram-widget.js?22';
    script.dataset.telegramLogin = bot;
    script.dataset.size = 'large';
    script.dataset.radius = '4';
    script.dataset.requestAccess = 'write';
    script.dataset.onauth = `${TELEGRAM_CALLBACK}(user)`;
    element.append(script);
    return () => {
      element.replaceChildren();
      delete window[TELEGRAM_CALLBACK];
    };
  }, [bot]);
  return <div ref={host} data-testid="telegram-widget" />;
}
