import { undoSteps } from './useStatusUndo';

test('Undo takes an article back to where it was, through the ordinary changes', () => {
  expect(undoSteps('unpublish', 'PUBLISHED')).toEqual(['publish']);
  expect(undoSteps('archive', 'DRAFT')).toEqual(['unpublish']);
  expect(undoSteps('archive', 'PUBLISHED')).toEqual(['unpublish', 'publish']);
  // Restoring an archived article and publishing are not offered an Undo.
  expect(undoSteps('unpublish', 'ARCHIVED')).toEqual([]);
  expect(undoSteps('publish', 'DRAFT')).toEqual([]);
});
