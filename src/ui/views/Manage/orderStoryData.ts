import type { OrderPageData } from './OrderPage.tsx';
import type { QueueRow } from './OrdersQueue.tsx';

/** Story-only: the back office's orders as the features map them. */

export const row = (id: number, over: Partial<QueueRow> = {}): QueueRow => ({
  id,
  number: String(100_000 + id),
  href: `/manage/orders/${id}`,
  createdAt: '2026-11-20T10:00:00Z',
  customer: 'Анна Соколова',
  phone: '+79161234567',
  pieces: 'Rolex Submariner Date',
  itemsCount: 1,
  totalUsd: '14500.00',
  preliminary: false,
  status: 'pending',
  hold: { minutes: 312, urgent: false },
  moving: false,
  canConfirm: true,
  canCancel: true,
  refused: null,
  ...over,
});

export const rows: QueueRow[] = [
  row(7, { customer: 'Дмитрий Орлов', phone: '+971501234567', pieces: 'Patek Philippe Nautilus 5711 · Cartier Love Bracelet', totalUsd: '168400.00', itemsCount: 2 }),
  row(6, { hold: { minutes: 42, urgent: true }, pieces: 'Hermès Birkin 30', totalUsd: '38900.00' }),
  row(5, { status: 'confirmed', hold: null, canConfirm: false, customer: 'Ольга Миронова', pieces: 'Audemars Piguet Royal Oak Offshore Chronograph', totalUsd: '61200.00' }),
  row(4, { status: 'shipped', hold: null, canConfirm: false, canCancel: false, customer: 'Sarah Collins', phone: null, pieces: 'Omega Speedmaster Moonwatch', totalUsd: '7400.00' }),
  row(3, { status: 'cancelled', hold: null, canConfirm: false, canCancel: false, pieces: 'Rolex Daytona', totalUsd: '0.00', preliminary: true }),
];

export const closedDialog = { number: null, reason: '', missing: false };

export const orderData = (over: Partial<OrderPageData> = {}): OrderPageData => ({
  number: '100007',
  createdAt: '2026-11-20T10:00:00Z',
  status: 'pending',
  hold: { minutes: 312, urgent: false },
  customer: { name: 'Дмитрий Орлов', phone: '+971501234567', email: 'orlov@example.com', accountName: 'Дмитрий Орлов' },
  items: [
    { key: '1', href: '/product/27', brand: 'Patek Philippe', model: 'Nautilus', reference: '5711/1A-014', quantity: 1, priceUsd: '152000.00' },
    { key: '2', href: '/jewelry/5', brand: 'Cartier', model: 'Love Bracelet', reference: 'B6067517', quantity: 1, priceUsd: '16400.00' },
  ],
  delivery: 'pickup',
  place: 'Дубай',
  subtotalUsd: '168400.00',
  discountUsd: '0.00',
  deliveryUsd: '0.00',
  totalUsd: '168400.00',
  preliminary: false,
  promoCode: null,
  history: [{ key: '0', at: '2026-11-20T10:00:00Z', from: null, to: 'pending', by: 'customer', actor: null, reason: null }],
  ...over,
});
