/** The Caduceus mark: a staff with a serpent, drawn in the current text colour on the primary colour. */
export function Logo({ size = 32, title = 'Caduceus' }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={title}>
      <rect width="64" height="64" rx="14" fill="#1668dc" />
      <path d="M32 8v50" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <circle cx="32" cy="10" r="4" fill="#fff" />
      <path
        d="M22 18c0-4 20-4 20 2s-20 6-20 12 20 6 20 12-20 6-20 2"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path d="M32 16c-8-6-18-4-22 0 6 0 12 2 22 6m0-6c8-6 18-4 22 0-6 0-12 2-22 6" fill="#fff" />
    </svg>
  );
}
