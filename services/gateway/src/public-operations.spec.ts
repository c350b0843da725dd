import { PUBLIC_QUERY_FIELDS, publicFields, readOperationAccess } from './public-operations';

describe('public operations', () => {
  it('lists the @Public root fields of a manifest', () => {
    const manifest = {
      Query: {
        b: { public: true as const },
        a: { public: true as const },
        me: { authenticated: true as const },
        x: { allow: { action: 'list', resource: 'PEOPLE' } },
      },
      Mutation: { login: { public: true as const } },
    };
    expect(publicFields(manifest, 'Query')).toEqual(['a', 'b']);
    expect(publicFields(manifest, 'Mutation')).toEqual(['login']);
  });

  it('reads the committed operation-access.json: public queries only, with __typename', () => {
    const manifest = readOperationAccess();
    expect(PUBLIC_QUERY_FIELDS.has('__typename')).toBe(true);
    expect(PUBLIC_QUERY_FIELDS.has('businessQuery')).toBe(true);
    for (const field of PUBLIC_QUERY_FIELDS) {
      if (field !== '__typename') expect(manifest.Query[field]).toEqual({ public: true });
    }
    expect(PUBLIC_QUERY_FIELDS.has('currentUser')).toBe(false);
    expect(PUBLIC_QUERY_FIELDS.has('fullBusinessQuery')).toBe(false);
  });
});
