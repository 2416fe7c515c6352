import { createHash } from 'node:crypto';
import { jsonForScript } from '../../kernel/ssr.ts';

/**
 * Issue 25: a server-rendered page paints from its HTML and styles alone, so its scripts are asked for once the
 * first screen has painted, not before it. The build's `<script type="module">` and every `modulepreload` of the
 * page leave the head; their addresses go in a JSON block at the end of the body, and this loader (the page's only
 * inline script) adds them back in the frame after the first paint: the preloads first, so the entry's imports are
 * fetched in parallel, then the entry. On a phone's connection the document, its hero picture and its fonts no
 * longer share the line with ~150 KB of JavaScript before anything is seen; the page hydrates a frame later than it
 * would have, and until then its links work as links. A hidden tab (no frames) or a page that never paints loads
 * them at once, or after a second at most.
 */
export const BOOT_SCRIPTS_ID = 'boot-scripts';
export const BOOT_LOADER = `(function(){var done=false;function go(){if(done)return;done=true;var u=JSON.parse(document.getElementById('${BOOT_SCRIPTS_ID}').textContent);for(var i=1;i<u.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u[i];document.head.appendChild(l)}var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=u[0];document.head.appendChild(s)}if(document.visibilityState==='hidden'){go();return}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()`;

/** The loader's CSP source: the policy admits this one inline script and nothing else inline. */
export const BOOT_LOADER_SOURCE = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`;

/**
 * The page with its entry script and module preloads moved behind the loader (see above). A page without a module
 * entry (nothing to defer) is returned as it was.
 */
export function deferScripts(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) return html;
  const preloads: string[] = [];
  const stripped = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      if (!preloads.includes(href)) preloads.push(href);
      return '';
    });
  const list = jsonForScript([entry[1], ...preloads]);
  return stripped.replace('</body>', () => `<script type="application/json" id="${BOOT_SCRIPTS_ID}">${list}</script><script>${BOOT_LOADER}</script></body>`);
}
