import type { HoursRowView } from './HoursBlock.tsx';

/** The boutiques' week as the features hand it over (kernel/boutiques.ts): Mon–Fri 11–21, Sat 15–19, Sun closed. */
export const storyHours: readonly HoursRowView[] = [
  { from: 1, to: 5, opens: '11:00', closes: '21:00' },
  { from: 6, to: 6, opens: '15:00', closes: '19:00' },
  { from: 7, to: 7, opens: null, closes: null },
];
