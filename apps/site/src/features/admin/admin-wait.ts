/** "3 h" or "1 d 2 h": how long a Pro application has waited (whole hours from the API). */
export function waitedText(hours: number) {
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} d ${hours % 24} h`;
}
