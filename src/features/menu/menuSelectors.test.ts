import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { makeBrand, makeBucket } from '../../../tests/support/homeFixtures.ts';
import { fakeRequest, flush } from '../../../tests/support/machines/fakes.ts';
import { ApiError } from '../../api/errors.ts';
import type { Brand } from '../../api/types.ts';
import { menuMachine, type CategoryBuckets } from '../../machines/menuMachine.ts';
import { selectMenuBrandsProps } from './menuSelectors.ts';

function menu() {
  const fakes = { fetchBrands: fakeRequest<Brand[]>(), fetchBrandCounts: fakeRequest<CategoryBuckets>() };
  const actor = createActor(
    menuMachine.provide({ actors: { fetchBrands: fakes.fetchBrands.logic, fetchBrandCounts: fakes.fetchBrandCounts.logic }, actions: { logFailure: () => {} } }),
  ).start();
  return { actor, fakes };
}

const failure = new ApiError({ code: 'network', message: 'Network error. Please check your connection.' });

describe('menu Brands block reads (part 1 §2.4)', () => {
  it('is a skeleton until both the brands and their counts have settled', async () => {
    const { actor, fakes } = menu();
    expect(selectMenuBrandsProps(actor.getSnapshot())).toEqual({ status: 'loading', brands: [], query: '' });
    actor.send({ type: 'menu.open' });
    fakes.fetchBrands.last().resolve([makeBrand(1, 'Rolex'), makeBrand(2, 'Dior')]);
    await flush();
    expect(selectMenuBrandsProps(actor.getSnapshot()).status).toBe('loading');
    fakes.fetchBrandCounts.last().reject(failure);
    await flush();
    // Counts failed: every brand is listed, without a count.
    expect(selectMenuBrandsProps(actor.getSnapshot())).toEqual({
      status: 'ready',
      brands: [
        { id: 2, name: 'Dior', count: null, categories: [] },
        { id: 1, name: 'Rolex', count: null, categories: [] },
      ],
      query: '',
    });
  });

  it('lists the brands with pieces (watches, jewelry or bags) that match the search, and keeps the list while nothing it shows changes', async () => {
    const { actor, fakes } = menu();
    actor.send({ type: 'menu.open' });
    fakes.fetchBrands.last().resolve([makeBrand(1, 'Rolex'), makeBrand(2, 'Dior'), makeBrand(3, 'Hermès')]);
    fakes.fetchBrandCounts.last().resolve({ watches: [makeBucket(1, 'Rolex', 40), makeBucket(3, 'Hermès', 2)], jewelry: [], bags: [makeBucket(3, 'Hermès', 9)] });
    await flush();
    actor.send({ type: 'brands.filter', query: 'herm' });
    const props = selectMenuBrandsProps(actor.getSnapshot());
    expect(props).toEqual({
      status: 'ready',
      brands: [{ id: 3, name: 'Hermès', count: 9, categories: [{ category: 'bags', count: 9 }, { category: 'watches', count: 2 }] }],
      query: 'herm',
    });
    actor.send({ type: 'menu.close' });
    expect(selectMenuBrandsProps(actor.getSnapshot()).brands).toBe(props.brands);
  });

  it('says unavailable when the brands failed to load', async () => {
    const { actor, fakes } = menu();
    actor.send({ type: 'brands.load' });
    fakes.fetchBrands.last().reject(failure);
    await flush();
    expect(selectMenuBrandsProps(actor.getSnapshot()).status).toBe('unavailable');
  });
});
