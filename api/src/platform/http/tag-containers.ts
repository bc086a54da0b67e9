import { escapeMarkup } from '../text/escape-markup';

/** The marketing team's tag containers (GTM_ID, YANDEX_METRICA_ID); none configured is the default. */
export interface TagContainers {
  gtmId?: string;
  metricaId?: string;
}

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const METRICA_ID = /^\d{4,12}$/;

/** Reads and checks the ids: a mistyped id stops start-up rather than load somebody else's container. */
export function tagContainersConfig(env: Record<string, string | undefined>): TagContainers {
  const gtmId = env.GTM_ID || undefined;
  const metricaId = env.YANDEX_METRICA_ID || undefined;
  if (gtmId && !GTM_ID.test(gtmId)) throw new Error(`GTM_ID must look like GTM-XXXXXXX, got "${gtmId}"`);
  if (metricaId && !METRICA_ID.test(metricaId))
    throw new Error(`YANDEX_METRICA_ID must be the counter's number, got "${metricaId}"`);
  return { ...(gtmId ? { gtmId } : {}), ...(metricaId ? { metricaId } : {}) };
}

export interface TagOrigins {
  script: string[];
  connect: string[];
  image: string[];
  frame: string[];
}

/** What the policy must let the configured containers load and send; nothing when none is configured. */
export function tagContainerOrigins(tags: TagContainers): TagOrigins {
  const origins: TagOrigins = { script: [], connect: [], image: [], frame: [] };
  if (tags.gtmId) {
    origins.script.push('https://www.googletagmanager.com');
    origins.connect.push(
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    );
    origins.image.push('https://www.googletagmanager.com', 'https://*.google-analytics.com');
  }
  if (tags.metricaId) {
    origins.script.push('https://mc.yandex.ru');
    origins.connect.push('https://mc.yandex.ru', 'https://mc.yandex.com');
    origins.image.push('https://mc.yandex.ru', 'https://mc.yandex.com');
    // Metrica's session replay talks to the page through a frame of its own
    origins.frame.push('https://mc.yandex.ru', 'https://mc.yandex.com');
  }
  return origins;
}

/** What a hosted consultant chat (JivoSite) loads and talks to. */
export function hostedChatOrigins(provider: 'builtin' | 'jivo'): TagOrigins {
  if (provider !== 'jivo') return { script: [], connect: [], image: [], frame: [] };
  return {
    script: ['https://code.jivosite.com'],
    connect: ['https://*.jivosite.com', 'wss://*.jivosite.com'],
    image: ['https://*.jivosite.com'],
    frame: ['https://*.jivosite.com'],
  };
}

/** Two sets of outside origins as one. */
export const mergeOrigins = (a: TagOrigins, b: TagOrigins): TagOrigins => ({
  script: [...a.script, ...b.script],
  connect: [...a.connect, ...b.connect],
  image: [...a.image, ...b.image],
  frame: [...a.frame, ...b.frame],
});

/**
 * The ids for the shell, which loads the containers only after the shopper's consent; no tag at all when none is
 * configured. The ids are public by nature (every site that uses them shows them).
 */
export function tagContainersMeta(tags: TagContainers): string {
  const parts = [tags.gtmId ? `gtm=${tags.gtmId}` : '', tags.metricaId ? `ym=${tags.metricaId}` : ''].filter(Boolean);
  return parts.length ? `<meta name="tag-containers" content="${escapeMarkup(parts.join(';'))}" />` : '';
}
