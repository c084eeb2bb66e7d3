// The read-only brief view (/brief/:id/view). Placeholder until the sections land; lazy-loaded by the router.
export default function ViewPage() {
  return <p role="status">Loading...</p>;
}
