// An app that loads themes imports this module alone: the model it loads into comes with it.
@_exported public import LiveryCore
