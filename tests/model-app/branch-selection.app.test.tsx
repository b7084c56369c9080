// @vitest-environment happy-dom
import { describe, it } from 'vitest';
import { branchSelectionAppModel } from '@/machines/branches/branch-selection.app-model';
import { branchSelectionModel } from '@/machines/branches/branch-selection.model';
import { runAppPath } from './app-runner';
import { describeAppModel } from './describe-app-model';
import { walkOf } from './hand-walk';

describeAppModel(branchSelectionAppModel);

const openAndLoad = [
  'Open BASE',
  'No path was stored before signing in; the location permission has not been asked',
  'The server answers with Brasa Palermo Soho',
];

/**
 * The generator covers each state, step and transition once; none of its paths comes back to the loaded list
 * after a mode was chosen (a state it already covers), where the card highlights the chosen mode: walked by hand.
 */
describe('branchSelection on the real app: the chosen mode, walked by hand', () => {
  it("walk 100: flip Palermo's card, 'Volver', flip it again, 'Para llevar'; BASE again highlights the mode", async () => {
    await runAppPath(
      branchSelectionAppModel,
      walkOf(branchSelectionModel, 100, [
        ...openAndLoad,
        'Tap the Brasa Palermo Soho card',
        "Tap 'Volver' on the flipped card",
        'Tap the Brasa Palermo Soho card',
        "Tap 'Para llevar'",
        ...openAndLoad,
      ]),
    );
  }, 60_000);
});
