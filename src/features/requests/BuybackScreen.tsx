import { shallowEqual, useSelector } from '@xstate/react';
import { selectFormPhotos } from '../../machines/contactForm/machine.ts';
import { useContactFormActor, useTranslate } from '../../widgets/contactForm.tsx';
import { renderLink } from '../../runtime/links.tsx';
import { usePhotoPreviews } from '../../runtime/photoPreviews.ts';
import type { ScreenProps } from '../../runtime/screenTypes.ts';
import { BuybackPage } from '../../ui/views/BuybackPage/BuybackPage.tsx';
import { selectBuybackPageProps } from './requestsSelectors.ts';

/**
 * /watch-buyback (part 2 §2, §3, §4 "Buyback: after submit shows a success panel", §5): a route-local
 * contactFormMachine of kind `buyback`, its draft in session storage, its toasts the app's.
 */
export default function BuybackScreen({ route }: ScreenProps) {
  const actor = useContactFormActor('buyback', route);
  const translate = useTranslate();
  const view = useSelector(actor, (snapshot) => selectBuybackPageProps(snapshot, translate), shallowEqual);
  const photos = usePhotoPreviews(useSelector(actor, selectFormPhotos));
  return (
    <BuybackPage
      {...view}
      photos={photos}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onPhotosAdd={(files) => actor.send({ type: 'photos.add', files })}
      onPhotoRemove={(index) => actor.send({ type: 'photo.remove', index })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onRestart={() => actor.send({ type: 'form.restart' })}
      renderLink={renderLink}
    />
  );
}
