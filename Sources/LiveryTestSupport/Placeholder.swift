enum Placeholder2 {}
