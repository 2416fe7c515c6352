/**
 * How the manager CLI prints an order (one line, columns separated by " | "), whichever way it read it: from the
 * database (commands.ts) or from the staff API (remote-commands.ts).
 */
export interface OrderFacts {
  number: string;
  createdAt: Date | string;
  status: string;
  holdUntil: Date | string | null;
  cancelReason: string | null;
  name: string;
  phone: string;
  email: string;
  /** "Rolex Submariner ×1 @ 14500.00" each. */
  lines: string[];
  total: string;
  promo: string | null;
  mode: string;
  where: string;
}

export const stamp = (at: Date | string): string => new Date(at).toISOString().replace('T', ' ').slice(0, 16);

export const pieceLine = (label: string | undefined, quantity: number, price: string | null): string => `${label ?? 'product'} ×${quantity} @ ${price ?? 'on request'}`;

export function orderLine(order: OrderFacts): string {
  return [
    `№${order.number}`,
    stamp(order.createdAt),
    // Issue 26: a pending order says until when it holds its pieces; a cancelled one why.
    order.status + (order.holdUntil ? ` (held until ${stamp(order.holdUntil)} UTC)` : '') + (order.cancelReason ? ` (${order.cancelReason.replace('_', ' ')})` : ''),
    order.name,
    order.phone,
    order.email,
    order.lines.join('; '),
    `total ${order.total} USD${order.promo ? ` (${order.promo})` : ''}`,
    order.mode,
    order.where,
  ].join(' | ');
}

/** A catalogue import's report, as the CLI prints it. */
export function importLine(report: { dry_run: boolean; rows: number; created: number; updated: number; unchanged: number; photos: number }): string {
  return `${report.dry_run ? 'dry run (nothing written): ' : ''}${report.rows} row(s): ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.photos} photo(s)`;
}

export function problemLines(problems: { row: number; column: string | null; problem: string }[]): string[] {
  return problems.map((p) => `row ${p.row}${p.column ? `, ${p.column}` : ''}: ${p.problem}`);
}
