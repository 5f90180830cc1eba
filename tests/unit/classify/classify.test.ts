// The classifier: the project's archetypes by rules and by similarity to its decklists, "unknown" below the
// threshold. Real lists from ../shared/realworld (the Pro Tour's decklists with melee.gg's names, a Pokémon TCG Live
// log) and small made-up sets where a case needs exact numbers.
import { describe, expect, it } from 'vitest';
import { classifyDeck, similarityConfidence, type ProjectArchetype } from '../../../server/domain/classify/classify.ts';
import { readFormatRules } from '../../../server/domain/classify/rule-files.ts';
import { closeness, indexReferences, type ReferenceDeck } from '../../../server/domain/classify/similarity.ts';
import { parseEventFile } from '../../../server/domain/imports/events/event-file.ts';
import type { EventDeck } from '../../../server/domain/imports/events/types.ts';
import { parsePtcglBattleLog } from '../../../server/domain/imports/ptcgl/battle-log.ts';
import { realworldBytes, realworldText } from '../realworld.ts';

const cards = (...names: string[]) => names.map((name) => ({ name, count: 4 }));
const CORRECT_OF_31 = 28;
const archetypes = (...names: string[]): ProjectArchetype[] => names.map((name) => ({ id: name.toLowerCase().replace(/ /g, '-'), name }));

function proTourDecks(): EventDeck[] {
  const read = parseEventFile(realworldBytes('tournament-results', 'melee-pro-tour', 'protour-data-viz__tournament-394299-decklists.json'));
  if (!read.ok) throw new Error(read.error.message);
  return read.value.events[0].decks;
}

describe('classification by similarity to the project\'s decklists', () => {
  const decks = proTourDecks();
  const projectArchetypes = [...new Set(decks.map((deck) => deck.label!))].map((label) => ({ id: label, name: label }));

  it('names every tenth Pro Tour deck, against the event\'s other lists, as melee.gg does, or says unknown', () => {
    const outcomes = { correct: 0, unknown: 0, wrong: 0 };
    for (let index = 0; index < decks.length; index += 10) {
      const deck = decks[index];
      const references = indexReferences(decks.filter((_, other) => other !== index).map((other) => ({ archetypeId: other.label!, main: other.main, side: other.side })));
      const result = classifyDeck(deck, { archetypes: projectArchetypes, references });
      if (result.archetypeId === null) outcomes.unknown += 1;
      else if (result.archetypeId === deck.label) outcomes.correct += 1;
      else outcomes.wrong += 1;
      if (result.archetypeId !== null) expect(result.candidates[0]).toMatchObject({ archetypeId: result.archetypeId, from: ['similarity'] });
    }
    // bench/classification.ts measures all 304 (91.8 % correct, no wrong answer at the default threshold).
    expect(outcomes).toEqual({ correct: CORRECT_OF_31, unknown: 31 - CORRECT_OF_31, wrong: 0 });
  });

  it('names a Pokémon deck from the cards a battle log shows, against lists of another game than Magic', () => {
    const game = parsePtcglBattleLog(realworldText('game-logs', 'ptcgl', 'training-court__battleLogNewStructure.txt'));
    if (!game.ok) throw new Error(game.error.message);
    // Whole lists, as a project holds them (staples such as Iono and Boss's Orders in more than one).
    const staples = ["Boss's Orders", 'Iono', 'Nest Ball', 'Ultra Ball', 'Super Rod', 'Night Stretcher', "Professor's Research"];
    const references: ReferenceDeck[] = [
      { archetypeId: 'gholdengo', main: cards(...staples, 'Gholdengo ex', 'Gimmighoul', 'Genesect ex', 'Solrock', 'Lunatone', 'Earthen Vessel', 'Fighting Gong', 'Arven', 'Basic Fighting Energy', 'Basic Metal Energy', 'Superior Energy Retrieval', 'Prime Catcher', 'Artazon'), side: [] },
      { archetypeId: 'pidgeot-greninja', main: cards(...staples, 'Pidgeot ex', 'Pidgey', 'Pidgeotto', 'Greninja ex', 'Froakie', 'Frogadier', 'Duskull', 'Fezandipiti ex', 'Buddy-Buddy Poffin', 'Hilda', 'Basic Water Energy', 'Budew', 'Grand Tree', 'Jamming Tower'), side: [] },
      { archetypeId: 'dragapult', main: cards(...staples, 'Dragapult ex', 'Drakloak', 'Dreepy', 'Duskull', 'Dusclops', 'Dusknoir', 'Buddy-Buddy Poffin', 'Budew', 'Basic Fire Energy', 'Basic Psychic Energy', 'Rare Candy'), side: [] },
    ];
    const setup = { archetypes: archetypes('Gholdengo', 'Pidgeot Greninja', 'Dragapult'), references: indexReferences(references) };
    const opponent = classifyDeck({ main: game.value.cardsPlayed[1].map((name) => ({ name, count: 1 })), side: [], partial: true }, setup);
    expect(opponent).toMatchObject({ archetypeId: 'pidgeot-greninja' });
    const owner = classifyDeck({ main: game.value.cardsPlayed[0].map((name) => ({ name, count: 1 })), side: [], partial: true }, setup);
    expect(owner.archetypeId).toBe('gholdengo');
  });

  it('says unknown, with the candidates, when a deck is as close to two archetypes, or seen too little', () => {
    const references = indexReferences([
      { archetypeId: 'a', main: cards('One', 'Two', 'Three', 'Four'), side: [] },
      { archetypeId: 'b', main: cards('One', 'Two', 'Three', 'Five'), side: [] },
    ]);
    const between = classifyDeck({ main: cards('One', 'Two', 'Three'), side: [] }, { archetypes: archetypes('A', 'B'), references });
    expect(between.archetypeId).toBeNull();
    expect(between.candidates.map(({ archetypeId, confidence }) => [archetypeId, confidence])).toEqual([['a', 0], ['b', 0]]);
    const glimpse = classifyDeck({ main: cards('Four'), side: [], partial: true }, { archetypes: archetypes('A', 'B'), references });
    // B shares nothing with the one card seen, so it is not offered.
    expect(glimpse).toMatchObject({ archetypeId: null, candidates: [{ archetypeId: 'a', closeness: 1 }] });
    expect(glimpse.confidence).toBeCloseTo(1 - Math.exp(-1 / 4), 3);
    expect(classifyDeck({ main: [], side: [] }, { archetypes: archetypes('A'), references })).toEqual({ archetypeId: null, confidence: 0, rules: null, candidates: [] });
    expect(classifyDeck({ main: cards('One'), side: [] }, { archetypes: archetypes('A') })).toMatchObject({ archetypeId: null, confidence: 0 });
  });

  it('weighs a card by how rare it is among the references, and compares names as the card catalog does', () => {
    const references = indexReferences([
      { archetypeId: 'a', main: cards('Island', 'Lórien Revealed'), side: [] },
      { archetypeId: 'b', main: cards('Island', 'Counterspell'), side: [] },
    ]);
    const [first, second] = closeness(references, { main: cards('Island', 'Lorien Revealed'), side: [] });
    expect(first).toEqual({ archetypeId: 'a', score: 1 });
    // Island is in both (weight 1 + ln(3/3)); Counterspell only in b (1 + ln(3/2)).
    const island = 1;
    const rare = 1 + Math.log(3 / 2);
    expect(second.score).toBeCloseTo((4 * island) / (4 * island + 4 * rare + 4 * rare), 6);
  });

  it('has its confidence at the closeness, capped at three times the lead, scaled by what was seen', () => {
    expect(similarityConfidence(0.8, 0.2, 1)).toBeCloseTo(0.8);
    expect(similarityConfidence(0.8, 0.7, 1)).toBeCloseTo(0.3);
    expect(similarityConfidence(0.8, 0.9, 1)).toBe(0);
    expect(similarityConfidence(0.8, 0, 0.5)).toBeCloseTo(0.4);
  });
});

describe('rules and similarity together', () => {
  const read = readFormatRules({
    archetypes: [
      { path: 'Burn.json', text: JSON.stringify({ Name: 'Burn', Conditions: [{ Type: 'InMainboard', Cards: ['Lava Spike'] }] }) },
      { path: 'Prowess.json', text: JSON.stringify({ Name: 'Prowess', Conditions: [{ Type: 'InMainboard', Cards: ['Monastery Swiftspear'] }] }) },
    ],
  });
  if (!read.ok) throw new Error(read.error.message);
  const rules = read.value;
  const references = indexReferences([
    { archetypeId: 'burn', main: cards('Lava Spike', 'Lightning Bolt', 'Rift Bolt', 'Skewer the Critics', 'Mountain'), side: [] },
    { archetypeId: 'prowess', main: cards('Monastery Swiftspear', 'Lightning Bolt', 'Manamoth', 'Gitaxian Probe', 'Mountain'), side: [] },
  ]);
  const project = archetypes('Burn', 'Prowess');

  it('adds up evidence that agrees', () => {
    const result = classifyDeck({ main: cards('Lava Spike', 'Lightning Bolt', 'Rift Bolt', 'Skewer the Critics', 'Mountain'), side: [] }, { archetypes: project, rules, references });
    expect(result).toMatchObject({ archetypeId: 'burn', rules: { kind: 'archetype', name: 'Burn' } });
    expect(result.candidates.map(({ archetypeId, from }) => [archetypeId, from])).toEqual([['burn', ['rules', 'similarity']], ['prowess', []]]);
    expect(result.confidence).toBeGreaterThan(0.95);
  });

  it('lets a rule conflict stand as unknown, and a rule outweigh weak disagreement', () => {
    const both = classifyDeck({ main: cards('Lava Spike', 'Monastery Swiftspear'), side: [] }, { archetypes: project, rules });
    expect(both).toMatchObject({ archetypeId: null, rules: { kind: 'conflict', names: ['Burn', 'Prowess'] } });
    // A Burn card in a list otherwise like Prowess: the rule says Burn, similarity says Prowess.
    const disagreeing = classifyDeck({ main: cards('Lava Spike', 'Lightning Bolt', 'Manamoth', 'Gitaxian Probe', 'Mountain'), side: [] }, { archetypes: project, rules, references });
    expect(disagreeing.candidates.map((candidate) => candidate.archetypeId)).toEqual(['burn', 'prowess']);
    expect(disagreeing.archetypeId).toBe('burn');
    expect(disagreeing.confidence).toBeLessThan(0.95);
  });

  it('reports what the rules call a deck the project has no archetype for, and finds one by an alias', () => {
    const result = classifyDeck({ main: cards('Lava Spike'), side: [] }, { archetypes: archetypes('Prowess'), rules });
    expect(result).toMatchObject({ archetypeId: null, confidence: 0, rules: { kind: 'archetype', name: 'Burn' } });
    const aliased = classifyDeck({ main: cards('Lava Spike'), side: [] }, { archetypes: [{ id: 'red', name: 'Red Deck Wins', aliases: ['burn'] }], rules });
    expect(aliased).toMatchObject({ archetypeId: 'red', confidence: 0.95 });
  });

  it('trusts a rule less on cards seen in a game, and honours a stricter threshold', () => {
    const seen = classifyDeck({ main: cards('Lava Spike'), side: [], partial: true }, { archetypes: project, rules });
    expect(seen).toMatchObject({ archetypeId: 'burn', confidence: 0.8 });
    expect(classifyDeck({ main: cards('Lava Spike'), side: [], partial: true }, { archetypes: project, rules, threshold: 0.9 }).archetypeId).toBeNull();
  });
});
