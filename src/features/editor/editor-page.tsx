// The brief editor (/brief/:id). Placeholder until the sections land; the router lazy-loads this file.
export default function EditorPage() {
  return <p role="status">Loading...</p>;
}
