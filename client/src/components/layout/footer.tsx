/** Credits for the data the site shows: dog rules, bathing water profiles, tide predictions. */
export function Footer() {
  return (
    <footer className="border-t border-line bg-white">
      <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-sm text-ink-muted">
        <p>
          Dog rules come from the councils' dog control orders and landowners; they change, and the
          signs at the beach are what counts. Each beach says when its rule was last checked.
        </p>
        <p>
          Contains Environment Agency information © Environment Agency and/or database right (Open
          Government Licence v3.0).
        </p>
        <p>
          Tide predictions are approximate and not for navigation: computed from TICON-4 tidal
          constants (Hart-Davis, Dettmering and Seitz, 2025, CC BY 4.0) via the Neaps tide database.
        </p>
      </div>
    </footer>
  );
}
