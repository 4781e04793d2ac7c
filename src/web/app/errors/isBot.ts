// Search-engine crawlers and link-preview fetchers: they must never index or preview the error page.
const BOT_PATTERN =
  /(?<!cu)bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|facebot|embedly|quora link|outbrain|pinterest|vkshare|whatsapp|telegram|skypeuripreview|discord|bingpreview|yandex|baiduspider|duckduckgo|ia_archiver|lighthouse-?crawler/i;

export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
