// Shared by the route switch (src/app) and every screen feature, which never import each other. The screen keys
// themselves are the site map's (kernel/siteMap.ts).

/** What every screen receives: the route's pattern (one screen may serve several, e.g. the four catalogue modes). */
export interface ScreenProps {
  route: string;
  params: Record<string, string | undefined>;
}
