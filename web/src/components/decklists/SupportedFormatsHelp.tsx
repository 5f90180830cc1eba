// The help shown beside the deck text until a preview exists: which exports are read, with short examples.
const EXAMPLES = [
  {
    game: 'Magic: The Gathering (MTG Arena / MTGO)',
    text: 'Deck\n4 Monastery Swiftspear (BRO) 144\n4 Lightning Bolt\n20 Mountain\n\nSideboard\n2 Abrade',
  },
  {
    game: 'Pokémon TCG Live',
    text: 'Pokémon: 2\n4 Charmander PAF 7\n3 Charizard ex OBF 125\n\nTrainer: 2\n4 Arven SVI 166\n\nEnergy: 1\n6 Basic Fire Energy',
  },
  {
    game: 'Yu-Gi-Oh! (.ydk)',
    text: '#main\n14558127\n14558127\n#extra\n27204311\n!side\n84192580',
  },
];

export function SupportedFormatsHelp() {
  return (
    <div className="formats-help">
      <h4>Supported Formats</h4>
      <p className="small muted">
        Paste an export from MTG Arena, MTGO, Pokémon TCG Live, Yu-Gi-Oh! (.ydk or ydke://), Disney Lorcana, One Piece or Fabrary (Flesh and
        Blood). The game is detected from the text.
      </p>
      {EXAMPLES.map((example) => (
        <figure key={example.game}>
          <figcaption>{example.game}</figcaption>
          <pre>{example.text}</pre>
        </figure>
      ))}
      <p className="small formats-tip">
        <strong>Tip:</strong> any list with one card per line works, e.g. "4 Lightning Bolt" or "4x Lightning Bolt". Lines that cannot be read are
        shown in the preview so nothing is dropped silently.
      </p>
    </div>
  );
}
