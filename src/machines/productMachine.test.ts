import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, type ApiFailure } from '../api/errors.ts';
import type { RequestAccepted } from '../api/requests.ts';
import { json, pathOf, stubFetch, stubLocalStorage } from '../api/testing.ts';
import type { Bag, Watch } from '../api/types.ts';
import {
  productMachine,
  RELATED_PAGE_SIZE,
  selectGallery,
  selectIsRequestOpen,
  selectPageStatus,
  selectRelated,
  selectRequestForm,
  type ProductEvent,
  type ProductItem,
  type ProductKind,
} from './productMachine.ts';
import { contactFormMachine } from './contactForm/machine.ts';
import type { SubmitInput } from './contactForm/submit.ts';
import { deferred } from '../../tests/support/deferred.ts';
import { describePath, done, expectEveryStateAndTransition, failed, testPath, transitionModel } from '../../tests/support/machines/model.ts';

const photo = (n: number, primary = false) => ({ image_url: `/media/w/${n}.svg`, thumbnail_url: `/media/w/${n}.thumb.svg`, is_primary: primary });
const watch = (id: number, brandId = 3): Watch =>
  ({ id, model_name: `Model ${id}`, reference: `R${id}`, brand: { id: brandId, name: 'Rolex' }, photos: [photo(1), photo(2, true), photo(3)] }) as Watch;
const notFound: ApiFailure = { code: 'not-found', status: 404, detail: 'Not found.', message: 'Not found.' };
const serverDown: ApiFailure = { code: 'server', status: 503, message: 'Service unavailable' };

/** The machine with settle-by-hand fakes for both requests and a request form whose sending always succeeds. */
function harness(kind: ProductKind = 'watch', id: string | number = 12) {
  let item = deferred<ProductItem>();
  let related = deferred<ProductItem[]>();
  const calls = { product: [] as unknown[], related: [] as unknown[], submit: [] as SubmitInput[] };
  const notifySuccess = vi.fn();
  const machine = productMachine.provide({
    actors: {
      fetchProduct: fromPromise<ProductItem, { kind: ProductKind; id: number }>(({ input }) => {
        calls.product.push(input);
        return item.promise;
      }),
      fetchRelated: fromPromise<ProductItem[], { kind: ProductKind; brandId: number }>(({ input }) => {
        calls.related.push(input);
        return related.promise;
      }),
      requestForm: contactFormMachine.provide({
        actors: {
          submitForm: fromPromise<RequestAccepted, SubmitInput>(async ({ input }) => {
            calls.submit.push(input);
            return { id: 1, detail: 'ok' };
          }),
        },
        actions: { saveDraft: () => {}, clearDraft: () => {}, notifyInvalid: () => {}, notifySuccess, notifyFailure: () => {} },
      }),
    },
  });
  const actor = createActor(machine, { input: { kind, id } }).start();
  return {
    actor,
    calls,
    notifySuccess,
    item: {
      resolve: (value: ProductItem) => item.resolve(value),
      reject: (failure: ApiFailure) => item.reject(new ApiError(failure)),
      fail: (error: unknown) => item.reject(error),
      reset: () => void (item = deferred()),
    },
    related: {
      resolve: (value: ProductItem[]) => related.resolve(value),
      reject: (failure: ApiFailure) => related.reject(new ApiError(failure)),
      reset: () => void (related = deferred()),
    },
    gallery: () => selectGallery(actor.getSnapshot()),
    form: () => selectRequestForm(actor.getSnapshot()),
  };
}

const fillAndSubmit = (form: NonNullable<ReturnType<typeof selectRequestForm>>) => {
  form.send({ type: 'field.change', field: 'name', value: 'Мария' });
  form.send({ type: 'field.change', field: 'phone', value: '+971 55 987 6543' });
  form.send({ type: 'field.change', field: 'email', value: 'm@x.ae' });
  form.send({ type: 'consent.change', checked: true });
  form.send({ type: 'form.submit' });
};

describe('productMachine (part 1 §2.7 detail screens)', () => {
  it('loads the item, starts the gallery on the primary photo and loads related items without the item itself', async () => {
    const h = harness('watch', '12');
    expect(h.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(h.calls.product).toEqual([{ kind: 'watch', id: 12 }]);
    h.item.resolve(watch(12));
    await waitFor(h.actor, (s) => s.matches('loaded'));
    expect(h.gallery()?.getSnapshot().context).toEqual({ count: 3, index: 1 });
    expect(h.calls.related).toEqual([{ kind: 'watch', brandId: 3 }]);
    expect(h.actor.getSnapshot().matches({ loaded: { related: 'loading' } })).toBe(true);
    h.related.resolve([watch(12), watch(13), watch(14)]);
    await waitFor(h.actor, (s) => s.matches({ loaded: { related: 'ready' } }));
    expect(h.actor.getSnapshot().context.related.map((item) => item.id)).toEqual([13, 14]);
  });

  it('selectors: the page face, the related row (null while loading) and the open modal', async () => {
    const h = harness('watch', 12);
    expect(selectPageStatus(h.actor.getSnapshot())).toBe('loading');
    h.item.resolve(watch(12));
    await waitFor(h.actor, (s) => s.matches('loaded'));
    expect(selectPageStatus(h.actor.getSnapshot())).toBe('loaded');
    expect(selectRelated(h.actor.getSnapshot())).toBeNull();
    h.related.resolve([watch(13)]);
    await waitFor(h.actor, (s) => s.matches({ loaded: { related: 'ready' } }));
    expect(selectRelated(h.actor.getSnapshot())?.map((item) => item.id)).toEqual([13]);
    expect(selectIsRequestOpen(h.actor.getSnapshot())).toBe(false);
    h.actor.send({ type: 'request.open', request: 'livePhotos' });
    expect(selectIsRequestOpen(h.actor.getSnapshot())).toBe(true);
    expect(selectPageStatus(harness('watch', 'abc').actor.getSnapshot())).toBe('notFound');
  });

  it('a related-items failure leaves the list empty, silently', async () => {
    const h = harness('bag', 4);
    h.item.resolve({ ...watch(4), photos: [] } as unknown as Bag);
    await waitFor(h.actor, (s) => s.matches('loaded'));
    h.related.reject(serverDown);
    await waitFor(h.actor, (s) => s.matches({ loaded: { related: 'ready' } }));
    expect(h.actor.getSnapshot().context).toMatchObject({ related: [], failure: null });
    expect(h.gallery()?.getSnapshot().value).toBe('empty');
  });

  it('a 404 is the not-found state; an impossible id never reaches the server', async () => {
    const h = harness('jewelry', 999);
    h.item.reject(notFound);
    await waitFor(h.actor, (s) => s.matches('notFound'));
    const invalid = harness('watch', 'abc');
    expect(invalid.actor.getSnapshot().value).toBe('notFound');
    expect(invalid.calls.product).toEqual([]);
    expect(harness('watch', '0').actor.getSnapshot().value).toBe('notFound');
  });

  it('another failure is the error state with its typed failure; retry loads again', async () => {
    const h = harness();
    h.item.reject(serverDown);
    await waitFor(h.actor, (s) => s.matches('error'));
    expect(h.actor.getSnapshot().context.failure).toEqual(serverDown);
    h.item.reset();
    h.actor.send({ type: 'product.retry' });
    expect(h.actor.getSnapshot().hasTag('loading')).toBe(true);
    h.item.resolve(watch(12));
    await waitFor(h.actor, (s) => s.matches('loaded'));
    expect(h.actor.getSnapshot().context.failure).toBeNull();
    expect(h.calls.product).toHaveLength(2);
  });

  it('a request modal runs the form for this product with the restored draft, and closes when it succeeds', async () => {
    const h = harness('jewelry', 5);
    h.item.resolve(watch(5));
    await waitFor(h.actor, (s) => s.matches('loaded'));
    h.actor.send({ type: 'request.open', request: 'price', draft: { name: 'Из черновика' } });
    expect(h.actor.getSnapshot().matches({ loaded: { request: 'open' } })).toBe(true);
    const form = h.form();
    expect(form?.getSnapshot().context).toMatchObject({ kind: 'price', product: { jewelry: 5 }, values: { name: 'Из черновика' } });
    fillAndSubmit(form!);
    await waitFor(h.actor, (s) => s.matches({ loaded: { request: 'closed' } }));
    expect(h.calls.submit).toHaveLength(1);
    expect(h.notifySuccess).toHaveBeenCalledTimes(1);
    expect(h.actor.getSnapshot().context.requestKind).toBe('price');
    // Closing by hand (Escape, backdrop) drops the form; reopening starts a fresh one.
    h.actor.send({ type: 'request.open', request: 'livePhotos' });
    expect(h.form()?.getSnapshot().context.kind).toBe('livePhotos');
    h.actor.send({ type: 'request.close' });
    expect(h.form()).toBeUndefined();
  });

  describe('default actors call the API', () => {
    afterEach(() => vi.unstubAllGlobals());
    it.each([
      ['watch', '/api/watches/7/', '/api/watches/?brand_ids=3&page_size=12'],
      ['jewelry', '/api/jewelry/7/', '/api/jewelry/?brand_ids=3&page_size=12'],
      ['bag', '/api/bags/7/', '/api/bags/?brand_ids=3&page_size=12'],
    ] as const)('%s: GET %s, then %s', async (kind, detailPath, relatedPath) => {
      stubLocalStorage();
      const fetchMock = stubFetch((request) =>
        new URL(request.url).pathname.endsWith('/7/') ? json(watch(7)) : json({ count: 1, next: null, previous: null, results: [watch(8)] }),
      );
      const actor = createActor(productMachine, { input: { kind, id: 7 } }).start();
      await waitFor(actor, (s) => s.matches({ loaded: { related: 'ready' } }));
      expect(pathOf(fetchMock, 0)).toBe(detailPath);
      expect(pathOf(fetchMock, 1)).toBe(relatedPath);
      expect(RELATED_PAGE_SIZE).toBe(12);
      expect(actor.getSnapshot().context.related.map((item) => item.id)).toEqual([8]);
      actor.stop();
    });
  });

  describe('model: every state and transition, with injected failures', () => {
    const pageEvents: ProductEvent[] = [{ type: 'product.retry' }, { type: 'request.open', request: 'price' }, { type: 'request.close' }];
    // The modal's form reporting its `success` (the page closes the modal on it); the replay sends a real one.
    const sentForm = createActor(contactFormMachine, { input: { kind: 'price', product: { watch: 12 } } }).getSnapshot();
    const formSent = {
      type: 'xstate.snapshot.requestForm',
      snapshot: contactFormMachine.resolveState({ value: 'success', context: sentForm.context }),
    } as unknown as ProductEvent;
    // Two routes: a real id (the item loads, fails or is missing) and an impossible one (not found at once).
    const walks = (['12', 'abc'] as const).map((id) => {
      const model = transitionModel(productMachine, {
        input: { kind: 'watch', id },
        invokes: ['fetchProduct', 'fetchRelated'],
        events: () => [
          done('fetchProduct', watch(12)),
          failed('fetchProduct', new ApiError(notFound)),
          failed('fetchProduct', new ApiError(serverDown)),
          done('fetchRelated', [watch(13)]),
          failed('fetchRelated', new ApiError(serverDown)),
          formSent,
          ...pageEvents,
        ],
        // The failure is part of the model, so "loading again after an error" is a state of its own.
        slice: (snapshot) => [snapshot.value, snapshot.context.related.length, snapshot.context.failure?.code ?? null],
      });
      return { id, paths: model.getShortestPaths() };
    });

    it('reaches every state and takes every transition', () =>
      expectEveryStateAndTransition(
        productMachine,
        walks.flatMap(({ paths }) => paths),
      ));

    for (const { id, paths } of walks) {
      for (const path of paths) {
        it(`id ${id}: ${describePath(path)}`, async () => {
          const h = harness('watch', id);
          await testPath(
            path,
            async (event) => {
              if ((event.type as string) === 'xstate.snapshot.requestForm') {
                fillAndSubmit(h.form()!);
                return waitFor(h.actor, (s) => s.matches({ loaded: { request: 'closed' } }));
              }
              switch (event.type) {
                case 'xstate.done.actor.fetchProduct':
                  h.item.resolve(watch(12));
                  return waitFor(h.actor, (s) => s.matches('loaded'));
                case 'xstate.error.actor.fetchProduct':
                  h.item.fail(event.error);
                  await waitFor(h.actor, (s) => !s.hasTag('loading'));
                  return h.item.reset();
                case 'xstate.done.actor.fetchRelated':
                  h.related.resolve([watch(13)]);
                  return waitFor(h.actor, (s) => s.matches({ loaded: { related: 'ready' } }));
                case 'xstate.error.actor.fetchRelated':
                  h.related.reject(serverDown);
                  return waitFor(h.actor, (s) => s.matches({ loaded: { related: 'ready' } }));
                default:
                  return h.actor.send(event);
              }
            },
            {
              loading: () => expect(h.actor.getSnapshot().hasTag('loading')).toBe(true),
              error: () => expect(h.actor.getSnapshot().context.failure?.code).toBe('server'),
              notFound: () => expect(h.actor.getSnapshot().value).toBe('notFound'),
              'loaded.related.loading': () => expect(h.calls.related.length).toBeGreaterThan(0),
              'loaded.related.ready': (s) => expect(h.actor.getSnapshot().context.related).toHaveLength(s.context.related.length),
              'loaded.request.closed': () => expect(h.form()).toBeUndefined(),
              'loaded.request.open': () => expect(h.form()?.getSnapshot().value).toBe('editing'),
            },
          );
          expect(h.actor.getSnapshot().value).toEqual(path.state.value);
        });
      }
    }
  });
});
