/** The only video player a page embeds; the server's CSP allows frames from these origins and no others. */
export const VIDEO_PLAYER_ORIGINS = ['https://rutube.ru'];

/** The player address of a product video (a Rutube page link); other links are not embedded. */
export function videoEmbedUrl(video: string): string | null {
  const match = /^https:\/\/rutube\.ru\/video\/([0-9a-f]{32})\/?$/.exec(video);
  return match ? `${VIDEO_PLAYER_ORIGINS[0]}/play/embed/${match[1]}` : null;
}
