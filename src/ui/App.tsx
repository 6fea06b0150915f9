import { useEffect, useState } from 'preact/hooks';
import { onUpdateAvailable, applyUpdate } from '../pwa/register.ts';

export function App() {
  const [updateReady, setUpdateReady] = useState(false);
  useEffect(() => onUpdateAvailable(() => setUpdateReady(true)), []);

  return (
    <main class="shell">
      <h1>Spider Solitaire</h1>
      <p>The playable table is coming soon. This page already works offline once loaded.</p>
      {updateReady && (
        <button type="button" class="update" onClick={() => void applyUpdate()}>
          Update available — reload
        </button>
      )}
    </main>
  );
}
