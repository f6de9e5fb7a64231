/** The header's links, in order; the burger menu shows the same ones. */
export const navLinks = [
  { to: '/', label: 'Home', end: true },
  { to: '/beaches', label: 'All Beaches', end: false },
  { to: '/plan', label: 'Plan a walk', end: false },
  { to: '/blog', label: 'Blog', end: false },
  { to: '/contact', label: 'Contact', end: false },
] as const;
