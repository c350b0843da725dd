import { preparedStatement } from './prepared';

describe('prepared statements', () => {
  it('keep one text per name', () => {
    const first = preparedStatement('spec_one', 'SELECT 1');
    expect(preparedStatement('spec_one', 'SELECT 1')).toEqual(first);
    expect(() => preparedStatement('spec_one', 'SELECT 2')).toThrow(
      "prepared statement 'spec_one' is already declared with another text",
    );
  });

  it('are named in snake case', () => {
    expect(() => preparedStatement('Bad-Name', 'SELECT 1')).toThrow("'Bad-Name' is not snake_case");
  });
});
