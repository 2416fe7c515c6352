import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../Button/Button.tsx';
import { Drawer } from '../../Drawer/Drawer.tsx';
import { ChevronLeftIcon } from '../../icons.tsx';
import { Spinner } from '../../Spinner/Spinner.tsx';
import * as styles from './SignInPanel.css.ts';
import { SignInMethods } from './SignInMethods.tsx';
import { SignInStepForm } from './SignInStepForm.tsx';
import type { SignInErrorCode, SignInInputField, SignInMethod, SignInPending, SignInReason, SignInStep } from './signInTypes.ts';

export {
  signInReasons,
  signInSteps,
  type SignInErrorCode,
  type SignInInputField,
  type SignInMethod,
  type SignInPending,
  type SignInReason,
  type SignInStep,
} from './signInTypes.ts';

export type SignInPanelProps = {
  open: boolean;
  /** Escape, the backdrop and the close button report false. */
  onOpenChange: (open: boolean) => void;
  step: SignInStep;
  /** A call is on its way: the step's submit shows a spinner and ignores clicks. */
  busy?: boolean;
  pending?: SignInPending;
  /** The resend call of the verification step is on its way. */
  resending?: boolean;
  values: Record<SignInInputField, string>;
  errors?: Partial<Record<SignInInputField | 'telegram', SignInErrorCode>>;
  /** The server refused more attempts (429): how many minutes it said to wait; null or absent otherwise. */
  retryMinutes?: number | null;
  /** The guest's action that waits for the sign-in, said at the top of the panel. */
  reason?: SignInReason | null;
  /** The identity provider is configured (Google and SMS codes); hidden otherwise. */
  providerEnabled?: boolean;
  /** The messenger login widget, rendered by the feature (it loads the script); omitted when no bot is configured. */
  telegramWidget?: ReactNode;
  /** The toll-free support line shown for code problems (part 1 §2.5). */
  supportPhone: string;
  onChoose: (method: SignInMethod) => void;
  onChange: (field: SignInInputField, value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  onBack: () => void;
  /** Registration found the number registered: go to the sign-in step with it. */
  onSignInInstead?: () => void;
};

/** The right-side sign-in panel (part 1 §2.5, §9: 450 px): the method choice and each step's form. */
export function SignInPanel(props: SignInPanelProps) {
  const { t } = useLingui();
  const { open, onOpenChange, step } = props;
  const titles: Record<SignInStep, string> = {
    initial: t`Вход`,
    phone: t`Вход по номеру телефона`,
    verification: t`Подтверждение номера`,
    firebasePhone: t`Вход по номеру телефона`,
    firebaseCode: t`Код из SMS`,
    password: t`Вход по номеру и паролю`,
    register: t`Регистрация`,
    telegramRegister: t`Завершение регистрации`,
    signedIn: t`Вход выполнен`,
  };
  const descriptions: Record<SignInStep, string> = {
    initial: t`Выберите удобный способ входа.`,
    phone: t`Мы позвоним на этот номер: введите последние 4 цифры входящего номера.`,
    verification: t`Введите последние 4 цифры номера, с которого мы вам позвонили.`,
    firebasePhone: t`Мы отправим на этот номер SMS с кодом.`,
    firebaseCode: t`Введите код из SMS.`,
    password: t`Войдите с номером телефона и паролем.`,
    register: t`Номер телефона и пароль для входа.`,
    telegramRegister: t`Осталось добавить номер телефона и пароль к аккаунту Telegram.`,
    signedIn: t`Ещё мгновение…`,
  };
  return (
    <Drawer open={open} onOpenChange={onOpenChange} width="signIn" title={titles[step]} description={descriptions[step]}>
      <div className={styles.stack}>
        {step !== 'initial' && step !== 'signedIn' && (
          <Button type="button" variant="link" className={styles.back} onClick={props.onBack}>
            <ChevronLeftIcon size={16} aria-hidden="true" />
            <Trans>Назад</Trans>
          </Button>
        )}
        {props.reason && step !== 'signedIn' && <Reason reason={props.reason} />}
        <StepBody {...props} />
      </div>
    </Drawer>
  );
}

function Reason({ reason }: { reason: SignInReason }) {
  const { t } = useLingui();
  const texts: Record<SignInReason, string> = {
    favorite: t`Войдите, чтобы сохранить в избранное`,
    cart: t`Войдите, чтобы добавить в корзину`,
    compare: t`Войдите, чтобы сравнить`,
    pieceAlert: t`Войдите, и мы сообщим, когда экземпляр освободится`,
    saveSearch: t`Войдите, чтобы сохранить поиск`,
  };
  return <p className={styles.reason}>{texts[reason]}</p>;
}

function StepBody(props: SignInPanelProps) {
  const { step } = props;
  if (step === 'initial') return <SignInMethods {...props} />;
  if (step === 'signedIn') return <SignedIn />;
  return <SignInStepForm {...props} />;
}

function SignedIn() {
  const { t } = useLingui();
  return (
    <div className={styles.done}>
      <Spinner size="lg" label={t`Вход выполнен успешно`} showLabel />
    </div>
  );
}
