// SelectInput translates `name`, so each choice is a message key.
export const gameLabelChoices = ['hot', 'new', 'slot'].map((id) => ({ id, name: `app.games.label.${id}` }));
export const gameKindChoices = ['lobby', 'game'].map((id) => ({ id, name: `app.games.kind.${id}` }));
