// Tests of the template tooling and the generated editor schemas.
