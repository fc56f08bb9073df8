const pad = (value: number) => String(value).padStart(2, '0');

/** A data source's created date as `YYYY-MM-DD HH:mm:ss` in local time (spec §9); empty if none. */
export function formatCreated(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
